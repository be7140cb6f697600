/** Password length limits, shared by the server's schemas and the web forms (no zod here, so a form can use them cheaply). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
