/** The subjects of the contact form's picklist (translated in the `contact` namespace). No zod here: the page imports it. */
export const contactSubjects = ['quote', 'booking', 'tracking', 'payment', 'partnership', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The longest message the contact form takes, in characters. */
export const CONTACT_MESSAGE_MAX = 5000;
