import type * as en from "@/content/claims";
import type { Translation } from "@/content/translation";

export const claims: Translation<typeof en.claims> = {
  careerSatisfaction: { value: "92%", label: "करियर से संतुष्टि" },
  salaryIncrease: { value: "65%", label: "सैलरी में बढ़ोतरी" },
  fasterTransitions: { value: "3x", label: "तेज़ी से करियर बदलाव" },
  costReduction: { value: "40% तक", label: "टैलेंट डेवलपमेंट पर कम ख़र्च" },
};

export const outcomeStats: Translation<typeof en.outcomeStats> = [
  claims.careerSatisfaction,
  claims.salaryIncrease,
  claims.fasterTransitions,
  claims.costReduction,
];

export const trustBadges: Translation<typeof en.trustBadges> = [
  {
    icon: "star",
    title: "5-स्टार टेस्टिमोनियल्स",
    description: "लर्नर्स और पार्टनर्स Gurukul Code के साथ अपने अनुभव को पाँच स्टार देते हैं।",
  },
  {
    icon: "shield",
    title: "SOC 2 अनुपालन",
    description:
      "SOC 2 अनुपालन को ध्यान में रखकर बनाए गए सुरक्षा और प्राइवेसी कंट्रोल, ताकि आपका डेटा सावधानी से संभाला जाए।",
  },
];
