import { z } from "zod";

// Zod probes for `new Function` to compile fast parsers. Our CSP forbids eval, and the refused
// probe is logged as a console error in the browser, so parsers run without code generation.
z.config({ jitless: true });

export { z };
