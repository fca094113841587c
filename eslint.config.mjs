import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Internal links go through components/ui/link.tsx, which prefetches on intent, not on sight.
const nextLink = {
  name: "next/link",
  message: "Import { Link } from @/components/ui/link: it prefetches on intent, not on sight.",
};

// The embedded backend is a package of its own (packages/embedded-supabase). The site talks to it
// over HTTP only (its logger factory aside, below); scripts, seeds and tests import it through its
// entries (the main one, the logger factory, its test helpers, and the test OpenID Connect provider
// and CAPTCHA verifier the e2e suite can run).
const noBackend = {
  group: ["@gurukul/embedded-supabase", "@gurukul/embedded-supabase/*", "**/packages/*"],
  message: "The site reaches the embedded backend over HTTP (lib/supabase), never by import.",
};
// The one exception: the site's logger is made by the package's logger factory (its `log` entry,
// pino and nothing of the server), so the two log alike. (A negation cannot follow the bare
// package name, which would exclude the whole folder, so that name is a path of its own.)
const backendButLogger = {
  paths: [{ name: "@gurukul/embedded-supabase", message: noBackend.message }],
  patterns: {
    group: ["@gurukul/embedded-supabase/*", "!@gurukul/embedded-supabase/log", "**/packages/*"],
    message: `${noBackend.message} Only lib/log/logger.ts and lib/log/mask-email.ts import its …/log entry.`,
  },
};
const backendEntriesOnly = {
  group: [
    "@gurukul/embedded-supabase/*",
    "!@gurukul/embedded-supabase/log",
    "!@gurukul/embedded-supabase/testing",
    "!@gurukul/embedded-supabase/oidc-provider",
    "!@gurukul/embedded-supabase/captcha-verifier",
    "**/packages/*",
  ],
  message:
    "Import the embedded backend through @gurukul/embedded-supabase, …/log, …/testing, …/oidc-provider or …/captcha-verifier only.",
};
const fromApp = { group: ["@/app/*"], message: "lib/ must not import from app/." };
const fromComponents = {
  group: ["@/components/*"],
  message: "lib/ must not import from components/.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // No import cycles anywhere: a cycle means two modules that are really one, or a missing third.
    // Dependencies are not parsed: a cycle among them is not ours to fix. The rule cannot count
    // `import type`; scripts/lib/import-cycles.test.ts does.
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { paths: [nextLink], patterns: [noBackend] }] },
  },
  {
    // Layers run one way: app/ -> components/ -> lib/ -> content/. Code below app/ never reaches
    // up into a route, so a route can move without breaking what it uses.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [nextLink],
          patterns: [
            { group: ["@/app/*"], message: "components/ must not import from app/." },
            noBackend,
          ],
        },
      ],
    },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*"], message: "components/ must not import from app/." },
            noBackend,
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [fromApp, fromComponents, noBackend],
        },
      ],
    },
  },
  {
    files: ["lib/log/logger.ts", "lib/log/mask-email.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: backendButLogger.paths,
          patterns: [fromApp, fromComponents, backendButLogger.patterns],
        },
      ],
    },
  },
  {
    files: ["content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/app/*", "@/components/*", "@/lib/*"],
              message: "content/ holds words only and imports nothing of the site.",
            },
            noBackend,
          ],
        },
      ],
    },
  },
  {
    files: ["proxy.ts", "instrumentation.ts", "next.config.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noBackend] }] },
  },
  {
    // Tests of the site start a backend through the package's testing entry.
    files: ["app/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [nextLink], patterns: [backendEntriesOnly] }],
    },
  },
  {
    files: ["lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [fromApp, fromComponents, backendEntriesOnly] },
      ],
    },
  },
  {
    files: ["scripts/**", "supabase/**", "e2e/**", "test/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [backendEntriesOnly] }] },
  },
  {
    // A function of the embedded backend fits on a screen: closures that grow become modules
    // over an explicit context. Blank lines and comments do not count.
    files: ["packages/embedded-supabase/src/**"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // The package stands alone: it never imports the site.
    files: ["packages/embedded-supabase/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/*"], message: "The embedded backend package never imports the site." },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call a function named `use`; it is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "bench-results/**",
    // Throw-away Next apps the bench and the build test make and remove.
    ".bench-floor-*/**",
    ".build-test-*/**",
    // Built by `serwist build` from app/sw.ts.
    "public/sw*",
    "public/swe-worker*",
  ]),
]);
