import type * as en from "@/content/coming-soon";
import type { Translation } from "@/content/translation";
import type { CallToAction } from "@/content/types";

export { platformPreviews } from "@/content/coming-soon";

type Offer = Translation<en.ComingSoonOffer>;

const LAUNCH_FINE_PRINT = "कभी स्पैम नहीं। हम तभी लिखेंगे जब आज़माने के लिए कुछ नया होगा।";

const launchList = (wayOn: CallToAction): Offer => ({
  list: "launching-soon",
  heading: "सबसे पहले जानें",
  buttonLabel: "मुझे बताएँ",
  finePrint: LAUNCH_FINE_PRINT,
  wayOn,
});

const PLATFORM_OVERVIEW: CallToAction = { label: "प्लेटफ़ॉर्म देखें", href: "/platform" };
const EXPLORE_ADVANCE: CallToAction = { label: "Let's Advance देखें", href: "/lets-advance" };
const EXPLORE_CAREER: CallToAction = {
  label: "करियर डेवलपमेंट देखें",
  href: "/career-development",
};

export const comingSoonOffers: Translation<typeof en.comingSoonOffers> = {
  "/launching-soon": { ...launchList(PLATFORM_OVERVIEW), heading: "सूचना पाएँ" },
  "/pricing-page": {
    list: "pricing",
    heading: "सूचना पाएँ",
    buttonLabel: "लॉन्च पर मुझे बताएँ",
    finePrint: "जब चाहें अनसब्सक्राइब करें।",
    wayOn: {
      label: "टीमों के प्लान के बारे में हमसे पूछें",
      href: "/contact?subject=Pricing%20for%20teams",
    },
  },
  "/community": {
    list: "community",
    heading: "लॉन्च पर कम्युनिटी से जुड़ें",
    buttonLabel: "लॉन्च पर मुझे बताएँ",
    finePrint: "हम आपको सिर्फ़ कम्युनिटी के लॉन्च के बारे में ई-मेल करेंगे।",
    wayOn: EXPLORE_ADVANCE,
  },
  "/coming-soon": launchList({
    label: "साझेदारी के बारे में हमसे बात करें",
    href: "/contact?subject=Partnership",
  }),
  "/learning-center": launchList(EXPLORE_ADVANCE),
  "/career-center": launchList(EXPLORE_CAREER),
  "/explore-courses": launchList(EXPLORE_CAREER),
  "/tech-insights": launchList({ label: "आज के AI अपडेट्स पढ़ें", href: "/ai-updates" }),
  "/finance-advisor": launchList({ label: "FinCode देखें", href: "/fincode" }),
  "/education-assistant": launchList(EXPLORE_ADVANCE),
  "/career-advisor": launchList(EXPLORE_CAREER),
};

export const comingNextCopy: Translation<typeof en.comingNextCopy> = {
  eyebrow: "आगे क्या है",
  title: "जल्द खुलने वाली सुविधाओं की झलक",
  description: "देखें, और इनमें से किसी पर भी अपना ई-मेल छोड़ें ताकि खुलने के दिन आपको पता चल जाए।",
};
