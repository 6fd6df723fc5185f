/**
 * The fixed service key for Language/GetList. It identifies the front end (the browser sends it),
 * so it is not a secret: it authorises reading the language list and nothing else.
 */
export const EMBEDDED_SERVICE_KEY = 'navlunport-embedded-service-key';

export const publicServiceKey = (): string => process.env.NEXT_PUBLIC_SERVICE_KEY || EMBEDDED_SERVICE_KEY;
