/** Each platform's accent utility (globals.css), by the platform's page. */
export const platformTint: Record<string, string> = {
  "/career-development": "tint-career",
  "/fincode": "tint-fincode",
  "/lets-advance": "tint-advance",
};
