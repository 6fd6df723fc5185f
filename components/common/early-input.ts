import { startTransition } from 'react';

/**
 * What a visitor does inside an island that comes alive on intent (StaticIsland's `atOnce` option) before its
 * component has taken the server's markup over: the markup is plain HTML until then, so typing, ticking and
 * choosing happen in it without React, and a click on a button does nothing. When the component's own elements
 * replace the markup (the same structure: the same component with the same props), `replay` hands them what
 * was done: the values, the focus with its caret, and the last click on a button or tab. What still reaches the
 * markup's elements after that (a script that held on to one, as a test or an autofill does) is passed on to the
 * live element at once.
 */

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Events that show the visitor turning to the island: its code starts loading. */
const intentEvents = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/** An id React's useId made (MUI's fields without an id of their own): another one in the component's own render. */
const generatedId = /^(?:«[rR][^»]*»|:[rR][^:]*:|_[rR]_[0-9a-z]*_)$/;

/**
 * What an element is, in words that hold for the server's markup and the component's own elements alike:
 * its own id, or else its kind, name and label (and a button's text). Full positions in the tree do not hold:
 * some components render more in the browser than on the server (a tab list's scroll buttons).
 */
function signatureOf(element: Element): string {
  if (element.id && !generatedId.test(element.id)) return `#${element.id}`;
  const attribute = (name: string) => element.getAttribute(name) ?? '';
  const text = isFormControl(element) ? '' : (element.textContent ?? '').trim();
  return [element.tagName, attribute('type'), attribute('name'), attribute('role'), attribute('aria-label'), text].join('|');
}

/** The element's signature and its rank among the elements of `root` with the same one. */
function keyOf(root: Element, element: Element): string {
  const signature = signatureOf(element);
  const rank = [...root.querySelectorAll(element.tagName)].filter((candidate) => signatureOf(candidate) === signature).indexOf(element);
  return `${rank}@${signature}`;
}

function elementAt(root: Element, key: string): Element | null {
  const at = key.indexOf('@');
  const rank = Number(key.slice(0, at));
  const signature = key.slice(at + 1);
  const tag = signature.startsWith('#') ? '*' : signature.slice(0, signature.indexOf('|'));
  return [...root.querySelectorAll(tag)].filter((candidate) => signatureOf(candidate) === signature)[rank] ?? null;
}

const isFormControl = (target: EventTarget | null): target is FormControl => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const hasCaret = (element: Element): element is HTMLInputElement | HTMLTextAreaElement => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** The element's value written past React's value tracker (the prototype's setter), so React sees it as the visitor's change. */
const writeValue = (element: FormControl, value: string) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(element, value);

function replayValue(served: FormControl, live: Element) {
  if (!isFormControl(live) || live.tagName !== served.tagName) return;
  if (served instanceof HTMLInputElement && (served.type === 'checkbox' || served.type === 'radio')) {
    if (live instanceof HTMLInputElement && live.checked !== served.checked) live.click();
    return;
  }
  if (live.value === served.value) return;
  writeValue(live, served.value);
  live.dispatchEvent(new Event(live instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export class EarlyInput {
  private changed = new Map<string, FormControl>();
  private clicked: string | null = null;
  private focused: { key: string; element: Element } | null = null;
  /** The component's own elements, once they have replaced the markup. */
  private live: HTMLElement | null = null;

  /** Watches the server's markup in `box`: `begin` on the first sign of intent. Returns the way to stop. */
  listen(box: HTMLElement, begin: () => void): () => void {
    const onIntent = () => startTransition(begin);
    const counterpart = (element: Element) => (this.live ? elementAt(this.live, keyOf(box, element)) : null);
    const onFocus = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      const live = counterpart(event.target);
      if (live instanceof HTMLElement) live.focus();
      else this.focused = { key: keyOf(box, event.target), element: event.target };
    };
    const onChange = (event: Event) => {
      if (!isFormControl(event.target)) return;
      const live = counterpart(event.target);
      if (live) replayValue(event.target, live);
      else this.changed.set(keyOf(box, event.target), event.target);
    };
    const onClick = (event: Event) => {
      const control = event.target instanceof Element ? event.target.closest('button, [role="tab"], [role="button"]') : null;
      if (!control || !box.contains(control)) return;
      const live = counterpart(control);
      if (live instanceof HTMLElement) live.click();
      else this.clicked = keyOf(box, control);
    };
    const listeners: [string, (event: Event) => void][] = [
      ...intentEvents.map((name): [string, () => void] => [name, onIntent]),
      ['focusin', onFocus],
      // Focus that left the box (not the box leaving the page: the live elements are taking over).
      ['focusout', () => queueMicrotask(() => box.isConnected && !box.contains(document.activeElement) && (this.focused = null))],
      ['input', onChange],
      ['change', onChange],
      ['click', onClick],
      // The markup's form has no script: the browser would submit it itself and leave the page.
      ['submit', (event) => event.preventDefault()],
    ];
    for (const [name, listener] of listeners) box.addEventListener(name, listener, { capture: true });
    return () => {
      for (const [name, listener] of listeners) box.removeEventListener(name, listener, { capture: true });
    };
  }

  /** The component's elements have replaced the markup under `root`: hands them what the visitor did. */
  replay(root: HTMLElement) {
    this.live = root;
    for (const [key, served] of this.changed) {
      const live = elementAt(root, key);
      if (live) replayValue(served, live);
    }
    const focused = this.focused;
    if (focused) {
      const live = elementAt(root, focused.key);
      if (live instanceof HTMLElement) {
        live.focus();
        if (hasCaret(focused.element) && hasCaret(live)) {
          try {
            live.setSelectionRange(focused.element.selectionStart, focused.element.selectionEnd);
          } catch {
            // an input without a caret (a date, a number)
          }
        }
      }
    }
    const clicked = this.clicked && elementAt(root, this.clicked);
    this.changed.clear();
    this.clicked = null;
    this.focused = null;
    if (clicked instanceof HTMLElement) clicked.click();
  }
}
