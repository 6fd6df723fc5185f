import enChat from '../../../../public/locales/en/chat.json';
import trChat from '../../../../public/locales/tr/chat.json';
import enTracking from '../../../../public/locales/en/tracking.json';
import trTracking from '../../../../public/locales/tr/tracking.json';
import type { Locale } from '../../../routes';

/** The assistant's words: the `chat` namespace (assistant.*), the same files the widget reads. */
const chat = { tr: trChat.assistant, en: enChat.assistant } as const;
const milestones = { tr: trTracking.milestones, en: enTracking.milestones } as const;

export type AssistantTexts = (typeof chat)['tr'];
export const assistantTexts = (locale: Locale): AssistantTexts => chat[locale];

/** `{{name}}` placeholders filled in (values are ours or already escaped for markdown). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function milestoneName(locale: Locale, code: string): string {
  return (milestones[locale] as Record<string, string>)[code] ?? code;
}

/** Text a visitor typed, made safe to show inside the assistant's markdown. */
export function markdownSafe(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+!|<>~]/g, (char) => `\\${char}`);
}
