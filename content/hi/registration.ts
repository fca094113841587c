import { beginAssessment, createAccount } from "@/content/hi/calls-to-action";
import type * as en from "@/content/registration";
import type { Translation } from "@/content/translation";

export const registration: Translation<typeof en.registration> = {
  hero: {
    eyebrow: "आपका अकाउंट",
    description:
      "रजिस्ट्रेशन शुरू है। अपने ई-मेल या Google अकाउंट से अपनी फ़्री Gurukul Code प्रोफ़ाइल बनाएँ और आज ही अपना पर्सनलाइज़्ड सफ़र शुरू करें।",
    actions: [createAccount, { label: "लॉग इन करें", href: "/login" }],
  },
  today: {
    eyebrow: "अभी उपलब्ध",
    title: "आज आपका अकाउंट आपको क्या देता है",
    description: "हर प्लेटफ़ॉर्म के खुलने के साथ और भी सुविधाएँ आएँगी; आपकी प्रोफ़ाइल साथ रहेगी।",
    items: [
      {
        title: "करियर सेल्फ़-असेसमेंट",
        description:
          "पाँच स्तंभों में बँटे चालीस कथन, एक नतीजा जिसे आप प्रिंट कर सकें, और आपके लिए सही तीन करियर दिशाएँ, जो आपकी प्रोफ़ाइल में सेव रहती हैं।",
      },
      {
        title: "हमारी टीम से कॉलबैक",
        description: "कोर्स, करियर या प्लान के बारे में, अपनी सुविधा के समय पर, अंग्रेज़ी या हिन्दी में कॉल माँगें।",
      },
      {
        title: "आपका डेटा, आपके हाथ में",
        description:
          "हमारे पास आपके बारे में जो कुछ भी है, उसे डाउनलोड करें, या अपना अकाउंट डिलीट करें, कभी भी, अपनी प्रोफ़ाइल से।",
      },
    ],
  },
  cta: {
    title: "असेसमेंट से शुरू करें",
    description: "इसमें करीब 8 मिनट लगते हैं और यह साइन अप से पहले भी चलता है; आपके जवाब आपके लिए सेव रहते हैं।",
    actions: [beginAssessment],
  },
};
