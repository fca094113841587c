import "server-only";

import * as about from "@/content/about";
import * as account from "@/content/account";
import * as agents from "@/content/agents";
import * as aiUpdates from "@/content/ai-updates";
import * as assessmentQuestions from "@/content/assessment-questions";
import * as assessmentResults from "@/content/assessment-results";
import * as assessment from "@/content/assessment";
import * as audiences from "@/content/audiences";
import * as callback from "@/content/callback";
import * as callsToAction from "@/content/calls-to-action";
import * as careerDevelopment from "@/content/career-development";
import * as claims from "@/content/claims";
import * as comingSoon from "@/content/coming-soon";
import * as contact from "@/content/contact";
import * as enterprise from "@/content/enterprise";
import * as fincode from "@/content/fincode";
import * as footer from "@/content/footer";
import * as home from "@/content/home";
import * as launch from "@/content/launch";
import * as legal from "@/content/legal";
import * as letsAdvance from "@/content/lets-advance";
import * as nav from "@/content/nav";
import * as platforms from "@/content/platforms";
import * as registration from "@/content/registration";
import * as routes from "@/content/routes";
import * as ui from "@/content/ui";
import * as hiUi from "@/content/hi/ui";
import type { SitePath } from "@/content/routes";
import type { Translation } from "@/content/translation";

import type { ClientCopy } from "./client-copy";
import type { Lang } from "./lang";
import { pageLang } from "./server-lang";

/** Every module of `content/`, by name: the English copy. */
const english = {
  about,
  account,
  agents,
  aiUpdates,
  assessmentQuestions,
  assessmentResults,
  assessment,
  audiences,
  callback,
  callsToAction,
  careerDevelopment,
  claims,
  comingSoon,
  contact,
  enterprise,
  fincode,
  footer,
  home,
  launch,
  legal,
  letsAdvance,
  nav,
  platforms,
  registration,
  routes,
  ui,
};

/** The copy of one language: the English modules' shape, each string in that language. */
export type Copy = { [Module in keyof typeof english]: Translation<(typeof english)[Module]> };

/**
 * The Hindi copy: each module's twin in `content/hi/`. A module whose twin is still being written
 * reads in English until it lands.
 */
const hindi: Copy = { ...english, ui: hiUi };

const copies: Record<Lang, Copy> = { en: english, hi: hindi };

/** The copy of `lang`, for server code that knows its language (metadata, mail, the sitemap). */
export function copyFor(lang: Lang): Copy {
  return copies[lang];
}

/** The copy of the page being rendered (lib/i18n/server-lang.ts), for server components. */
export function copy(): Copy {
  return copyFor(pageLang());
}

/** What a page's client components read from the provider (lib/i18n/client-copy.tsx). */
export function clientCopyFor(lang: Lang): ClientCopy {
  const { ui: words, nav: navigation } = copyFor(lang);
  return {
    headerUi: words.headerUi,
    languageSwitchUi: words.languageSwitchUi,
    offlineUi: words.offlineUi,
    serviceWorkerUi: words.serviceWorkerUi,
    mainNav: navigation.mainNav,
    overviewLabel: navigation.OVERVIEW_LABEL,
    authLinks: navigation.authLinks,
  };
}

/** One route of `content/routes.ts` (title, description, heading) in `lang`, by its path. */
export function routeIn(path: SitePath, lang: Lang = pageLang()) {
  const route = copyFor(lang).routes.siteRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}
