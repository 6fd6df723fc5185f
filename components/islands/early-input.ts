import { startTransition } from 'react';
import { takeEarlyClick } from './early-click';
import { isPlainSiteLinkClick } from './plain-link-click';

/**
 * What a visitor does inside an island that comes alive on intent (StaticIsland's `atOnce` option) before its
 * component has taken the server's markup over: the markup is plain HTML until then, so typing, ticking and
 * choosing happen in it without React, and a click on a button does nothing (a link of the site waits too). When
 * the component's own elements replace the markup (the same structure: the same component with the same props),
 * `replay` hands them what was done: the values, the focus with its caret, and the last click on a button, a tab
 * or a link. What still reaches the markup's elements after that (a script that held on to one, as a test or an
 * autofill does) is passed on to the live element at once.
 */

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Events that show the visitor turning to the island: its code starts loading. */
const intentEvents = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * An id React's useId made (MUI's fields without an id of their own): another one in the component's own render.
 * React's format is pinned by tests/islands/framework-internals.test.ts.
 */
export const generatedId = /^(?:«[rR][^»]*»|:[rR][^:]*:|_[rR]_[0-9a-z]*_)$/;

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

/** Whether the visitor has changed the control since the server rendered it (its value against its default). */
function changedSinceServer(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single choice without a `selected` option starts on its first one the browser lets be chosen.
    const marked = options.map((option) => option.defaultSelected).lastIndexOf(true);
    return control.selectedIndex !== (marked === -1 ? options.findIndex((option) => !option.disabled) : marked);
  }
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked;
    if (control.type === 'file' || control.type === 'hidden') return false;
  }
  return control.value !== control.defaultValue;
}

/** Clicks `element` when the pointer is next released over it. */
function clickOnRelease(element: HTMLElement) {
  window.addEventListener(
    'pointerup',
    (event) => {
      if (event.target instanceof Node && element.contains(event.target)) queueMicrotask(() => element.click());
    },
    { capture: true, once: true },
  );
}

export class EarlyInput {
  private changed = new Map<string, FormControl>();
  private clicked: string | null = null;
  /** A control pressed in the markup and not clicked yet: the component may take the markup over before the release. */
  private pressed: string | null = null;
  private focused: { key: string; element: Element } | null = null;
  /** The component's own elements, once they have replaced the markup. */
  private live: HTMLElement | null = null;

  /**
   * Watches the server's markup in `box`: `begin` on the first sign of intent. Returns the way to stop. What the
   * visitor did before this (before the page hydrated, when nothing listened yet) is taken from the markup itself:
   * the fields whose values differ from the server's, the focus, and the button the head script saw pressed
   * (early-click.ts); each is a sign of intent too.
   */
  listen(box: HTMLElement, begin: () => void): () => void {
    const onIntent = () => startTransition(begin);
    for (const control of box.querySelectorAll('input, textarea, select')) {
      if (isFormControl(control) && changedSinceServer(control)) this.changed.set(keyOf(box, control), control);
    }
    const active = document.activeElement;
    if (active && active !== box && box.contains(active)) this.focused = { key: keyOf(box, active), element: active };
    const earlyClick = takeEarlyClick(box);
    if (earlyClick) this.clicked = keyOf(box, earlyClick);
    if (this.changed.size > 0 || this.focused || this.clicked) onIntent();
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
    const controlOf = (event: Event) => {
      const control = event.target instanceof Element ? event.target.closest('button, [role="tab"], [role="button"], a[href]') : null;
      return control && box.contains(control) ? control : null;
    };
    const onPress = (event: PointerEvent) => {
      const control = controlOf(event);
      this.pressed = control && event.button === 0 && !this.live ? keyOf(box, control) : null;
      // Released while the markup is still there: the browser's own click (or none, off the control) follows.
      if (this.pressed) window.addEventListener('pointerup', () => this.live || (this.pressed = null), { capture: true, once: true });
    };
    const onClick = (event: MouseEvent) => {
      const control = controlOf(event);
      this.pressed = null;
      if (!control) return;
      // A link's own page load would skip what its component does on the click (a search stored before it leaves).
      if (control instanceof HTMLAnchorElement) {
        if (!isPlainSiteLinkClick(control, event)) return;
        event.preventDefault();
      }
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
      ['pointerdown', onPress as (event: Event) => void],
      ['click', onClick as (event: Event) => void],
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
    // The focus first: a field that isn't focused may drop what is written into it (MUI's Autocomplete puts its
    // value's label back), the focused one keeps it.
    const focused = this.focused;
    const focusedLive = focused && elementAt(root, focused.key);
    if (focusedLive instanceof HTMLElement) focusedLive.focus();
    for (const [key, served] of this.changed) {
      const live = elementAt(root, key);
      if (live) replayValue(served, live);
    }
    if (focused && focusedLive && hasCaret(focused.element) && hasCaret(focusedLive)) {
      try {
        focusedLive.setSelectionRange(focused.element.selectionStart, focused.element.selectionEnd);
      } catch {
        // an input without a caret (a date, a number)
      }
    }
    const clicked = this.clicked && elementAt(root, this.clicked);
    const pressed = this.pressed && elementAt(root, this.pressed);
    this.changed.clear();
    this.clicked = null;
    this.pressed = null;
    this.focused = null;
    if (clicked instanceof HTMLElement) clicked.click();
    // Pressed in the markup, released on the component's element: the browser makes no click of the two.
    else if (pressed instanceof HTMLElement) clickOnRelease(pressed);
  }
}
