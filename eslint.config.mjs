import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Internal links go through components/ui/link.tsx, which prefetches on intent, not on sight.
const nextLink = {
  name: "next/link",
  message: "Import { Link } from @/components/ui/link: it prefetches on intent, not on sight.",
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
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { paths: [nextLink] }] },
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
          patterns: [{ group: ["@/app/*"], message: "components/ must not import from app/." }],
        },
      ],
    },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*"], message: "components/ must not import from app/." }] },
      ],
    },
  },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*"], message: "lib/ must not import from app/." },
            { group: ["@/components/*"], message: "lib/ must not import from components/." },
          ],
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
    // Built by `serwist build` from app/sw.ts.
    "public/sw*",
    "public/swe-worker*",
  ]),
]);
