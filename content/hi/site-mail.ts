import type { Translation } from "@/content/translation";
import type * as en from "@/content/site-mail";

export const listNames: Translation<typeof en.listNames> = {
  newsletter: "Gurukul Code न्यूज़लेटर",
  "launching-soon": "Gurukul Code प्लेटफ़ॉर्म्स के लॉन्च की खबरें",
  pricing: "Gurukul Code की प्राइसिंग और प्लान की खबरें",
  community: "Gurukul Code कम्युनिटी की खबरें",
};

export const mailFrame: Translation<typeof en.mailFrame> = {
  buttonFallback: "अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:",
  office: "पुणे, भारत",
};

export const subscriptionMail: Translation<typeof en.subscriptionMail> = {
  subject: "अपनी सब्सक्रिप्शन की पुष्टि करें",
  intro: (list: string) => `किसी ने, उम्मीद है आपने ही, इस पते पर ${list} भेजने को कहा है।`,
  action: "मेरी सब्सक्रिप्शन की पुष्टि करें",
  closing:
    "आपकी पुष्टि के बिना कुछ नहीं भेजा जाएगा। अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: यह अनुरोध 7 दिन बाद मिटा दिया जाता है।",
};

export const passwordChangedMail: Translation<typeof en.passwordChangedMail> = {
  subject: "आपका Gurukul Code पासवर्ड बदल दिया गया है",
  heading: "आपका पासवर्ड बदल दिया गया है",
  intro: (address: string) =>
    `Gurukul Code अकाउंट ${address} का पासवर्ड अभी-अभी बदला गया, और बाकी सभी डिवाइस से साइन आउट कर दिया गया।`,
  wasntYou:
    "यह आपने नहीं किया? जिसे आपका पासवर्ड पता था, उसने इसे बदला है। लॉग-इन पेज के 'पासवर्ड भूल गए' से तुरंत नया पासवर्ड रखें, और हमें लिखें।",
  action: "नया पासवर्ड रखें",
};

export const emailChangedMail: Translation<typeof en.emailChangedMail> = {
  subject: "आपके Gurukul Code अकाउंट का ई-मेल पता बदल दिया गया है",
  heading: "आपका ई-मेल पता बदल दिया गया है",
  intro: (address: string) =>
    `${address} वाला Gurukul Code अकाउंट अब दूसरे ई-मेल पते से चलता है; यह बदलाव अभी-अभी प्रोफ़ाइल पेज से, दोनों पतों की पुष्टि के साथ हुआ। इस बारे में हम ${address} पर दोबारा नहीं लिखेंगे।`,
  wasntYou:
    "यह आपने नहीं किया? किसी ने आपके अकाउंट में साइन इन करके इसे बदला है। हमें तुरंत लिखें, हम अकाउंट वापस पाने में आपकी मदद करेंगे।",
  action: "हमसे संपर्क करें",
};

export const accountDeletedMail: Translation<typeof en.accountDeletedMail> = {
  subject: "आपका Gurukul Code अकाउंट डिलीट कर दिया गया है",
  heading: "आपका अकाउंट डिलीट कर दिया गया है",
  intro: (address: string) =>
    `${address} का Gurukul Code अकाउंट अभी-अभी उसके प्रोफ़ाइल पेज से डिलीट किया गया, उसमें रखी हर चीज़ के साथ: प्रोफ़ाइल, सेशन, सब्सक्रिप्शन, सहमति के रिकॉर्ड, असेसमेंट के नतीजे और संदेश।`,
  remains:
    "हम सिर्फ़ हर उस लिस्ट के लिए एक 'ई-मेल न भेजें' एंट्री रखते हैं जिससे यह पता जुड़ा था, ताकि इस पर फिर कभी ई-मेल न जाए।",
  wasntYou:
    "यह आपने नहीं किया? किसी ने आपके अकाउंट में साइन इन करके इसे डिलीट किया है। हमें तुरंत लिखें, और जहाँ-जहाँ पुराना पासवर्ड इस्तेमाल किया था, वहाँ नया पासवर्ड रखें।",
  action: "हमसे संपर्क करें",
};

export const contactReceiptMail: Translation<typeof en.contactReceiptMail> = {
  subject: (reference: string) => `हमें आपका संदेश मिल गया है (रेफ़रेंस ${reference})`,
  heading: "हमें आपका संदेश मिल गया है",
  intro: "Gurukul Code को लिखने के लिए धन्यवाद: आपका संदेश हमारी टीम तक पहुँच गया है।",
  reference: (reference: string) =>
    `इसका रेफ़रेंस ${reference} है। इस बारे में दोबारा लिखें, तो इसे ज़रूर बताएँ।`,
  reply: "हम सोमवार से शनिवार, दो कामकाजी दिनों के अंदर इसी पते पर जवाब देते हैं।",
  closing:
    "अगर आपने हमें नहीं लिखा था, तो इस ई-मेल को अनदेखा करें: हो सकता है किसी ने गलती से आपका पता लिख दिया हो।",
};
