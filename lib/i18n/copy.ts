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
import * as hiAbout from "@/content/hi/about";
import * as hiAccount from "@/content/hi/account";
import * as hiAgents from "@/content/hi/agents";
import * as hiAiUpdates from "@/content/hi/ai-updates";
import * as hiAudiences from "@/content/hi/audiences";
import * as hiCallback from "@/content/hi/callback";
import * as hiCallsToAction from "@/content/hi/calls-to-action";
import * as hiCareerDevelopment from "@/content/hi/career-development";
import * as hiClaims from "@/content/hi/claims";
import * as hiComingSoon from "@/content/hi/coming-soon";
import * as hiContact from "@/content/hi/contact";
import * as hiEnterprise from "@/content/hi/enterprise";
import * as hiFincode from "@/content/hi/fincode";
import * as hiFooter from "@/content/hi/footer";
import * as hiHome from "@/content/hi/home";
import * as hiLaunch from "@/content/hi/launch";
import * as hiLegal from "@/content/hi/legal";
import * as hiLetsAdvance from "@/content/hi/lets-advance";
import * as hiNav from "@/content/hi/nav";
import * as hiPlatforms from "@/content/hi/platforms";
import * as hiRegistration from "@/content/hi/registration";
import * as hiRoutes from "@/content/hi/routes";
import * as hiAssessmentQuestions from "@/content/hi/assessment-questions";
import * as hiAssessmentResults from "@/content/hi/assessment-results";
import * as hiAssessment from "@/content/hi/assessment";
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
export type Copy = { [Module in keyof typeof english]: Words<(typeof english)[Module]> };

/** A module's data, its helper functions left out (each twin may type its own). */
type Words<Module> = {
  [
    Name in keyof Module as Module[Name] extends (...args: never[]) => unknown ? never : Name
  ]: Module[Name];
};

/** The Hindi copy: each module's twin in `content/hi/`, every module named (a missing one fails). */
const hindiTwins = {
  about: hiAbout,
  account: hiAccount,
  agents: hiAgents,
  aiUpdates: hiAiUpdates,
  audiences: hiAudiences,
  callback: hiCallback,
  callsToAction: hiCallsToAction,
  careerDevelopment: hiCareerDevelopment,
  claims: hiClaims,
  comingSoon: hiComingSoon,
  contact: hiContact,
  enterprise: hiEnterprise,
  fincode: hiFincode,
  footer: hiFooter,
  home: hiHome,
  launch: hiLaunch,
  legal: hiLegal,
  letsAdvance: hiLetsAdvance,
  nav: hiNav,
  platforms: hiPlatforms,
  registration: hiRegistration,
  routes: hiRoutes,
  assessmentQuestions: hiAssessmentQuestions,
  assessmentResults: hiAssessmentResults,
  assessment: hiAssessment,
  ui: hiUi,
} satisfies { [Module in keyof Copy]: Translation<Copy[Module]> };

// Each twin's data (hrefs, icons, kinds, ids) is the English module's, only its words differ
// (content/hi/twins.test.ts), so the twins read as the English modules' types.
const hindi = hindiTwins as unknown as Copy;

const copies: Record<Lang, Copy> = { en: english, hi: hindi };

/** The copy of `lang`, for server code that knows its language (metadata, mail, the sitemap). */
export function copyFor(lang: Lang): Copy {
  return copies[lang];
}

/** The copy of the page being rendered (lib/i18n/server-lang.ts), for server components. */
export function copy(): Copy {
  return copyFor(pageLang());
}

/** The name of a row of cards that scrolls sideways on a phone: its section's, with the hint. */
export function carouselLabel(section: string): string {
  return `${section}, ${copy().ui.carouselUi.hint}`;
}

/** What a page's client components read from the provider (lib/i18n/client-copy.tsx). */
export function clientCopyFor(lang: Lang): ClientCopy {
  const { ui: words, nav: navigation, legal: notices } = copyFor(lang);
  return {
    headerUi: words.headerUi,
    languageSwitchUi: words.languageSwitchUi,
    offlineUi: words.offlineUi,
    serviceWorkerUi: words.serviceWorkerUi,
    newsUi: words.newsUi,
    subscribeFormUi: words.subscribeFormUi,
    publicFormUi: words.publicFormUi,
    flashUi: words.flashUi,
    mainNav: navigation.mainNav,
    overviewLabel: navigation.OVERVIEW_LABEL,
    authLinks: navigation.authLinks,
    collectionNotice: {
      notices: notices.COLLECTION_NOTICES,
      privacyLinkLabel: notices.PRIVACY_LINK_LABEL,
      termsLinkLabel: notices.TERMS_LINK_LABEL,
    },
  };
}

/** One route of `content/routes.ts` (title, description, heading) in `lang`, by its path. */
export function routeIn(path: SitePath, lang: Lang = pageLang()) {
  const route = copyFor(lang).routes.siteRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}
