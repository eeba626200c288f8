// Spec §5: the notify-me e-mail must be valid. One @, a name before it, a dotted domain after it, no
// spaces, and no longer than an address can be.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isValidEmail = (value: string) => value.length <= 254 && EMAIL.test(value.trim());
