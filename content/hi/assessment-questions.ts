import type * as en from "@/content/assessment-questions";
import type { Translation } from "@/content/translation";

export { ASSESSMENT_VERSION, PILLARS, TRAITS } from "@/content/assessment-questions";

export const SCALE: Translation<typeof en.SCALE> = [
  { value: 1, label: "बिल्कुल असहमत" },
  { value: 2, label: "असहमत" },
  { value: 3, label: "न सहमत, न असहमत" },
  { value: 4, label: "सहमत" },
  { value: 5, label: "पूरी तरह सहमत" },
];

export const pillarCopy: Translation<typeof en.pillarCopy> = {
  interests: {
    title: "रुचियाँ",
    intro: "क्लास में, काम पर या किसी ख़ाली रविवार को, आपका ध्यान किस चीज़ में लगता है।",
  },
  skills: {
    title: "स्किल्स",
    intro: "आप आज पहले से क्या अच्छा करते हैं, वह नहीं जो आप सीखना चाहते हैं।",
  },
  personality: {
    title: "व्यक्तित्व",
    intro: "आप आम तौर पर कैसे सोचते हैं, फ़ैसले लेते हैं और दूसरों के साथ काम करते हैं।",
  },
  values: {
    title: "मूल्य और काम की पसंद",
    intro: "किसी नौकरी में ख़ुशी से टिके रहने के लिए आपको उससे क्या चाहिए।",
  },
  motivation: {
    title: "प्रेरणा और लक्ष्य",
    intro: "आपको क्या आगे बढ़ाता है, और अगले कुछ साल आपको कितने साफ़ दिखते हैं।",
  },
};

export const statements: Translation<typeof en.statements> = [
  // Interests
  {
    id: "int-1",
    pillar: "interests",
    trait: "analysis",
    text: "मुझे नंबरों की किसी टेबल, जैसे क्रिकेट स्कोर या परीक्षा के नतीजों, के पीछे का पैटर्न ढूँढना अच्छा लगता है।",
  },
  {
    id: "int-2",
    pillar: "interests",
    trait: "building",
    text: "मुझे यह पता लगाने में मज़ा आता है कि कोई ऐप, गैजेट या मशीन अंदर से कैसे काम करती है।",
  },
  {
    id: "int-3",
    pillar: "interests",
    trait: "creating",
    text: "कोई पोस्टर, वेबसाइट या कमरा अच्छा सजा है या बेढंगा, यह मेरी नज़र में तुरंत आ जाता है।",
  },
  {
    id: "int-4",
    pillar: "interests",
    trait: "people",
    text: "मुझे किसी दोस्त या छोटे कज़िन को कोई मुश्किल बात समझाने में मदद करना अच्छा लगता है।",
  },
  {
    id: "int-5",
    pillar: "interests",
    trait: "business",
    text: "मेरे मन में अक्सर यह सवाल आता है कि कोई लोकल दुकान या स्टार्ट-अप ज़्यादा ग्राहक कैसे पा सकता है।",
  },
  {
    id: "int-6",
    pillar: "interests",
    trait: "money",
    text: "मैं जिज्ञासा से कीमतों, बचत, म्यूचुअल फ़ंड या शेयर बाज़ार पर नज़र रखता/रखती हूँ।",
  },
  {
    id: "int-7",
    pillar: "interests",
    trait: "organising",
    text: "मुझे किसी इवेंट, ट्रिप या त्योहार की ऐसी योजना बनाने में मज़ा आता है कि सब कुछ समय पर हो।",
  },
  {
    id: "int-8",
    pillar: "interests",
    trait: "building",
    text: "मैं किसी चीज़ के बारे में सिर्फ़ पढ़ने के बजाय ऐसा कुछ बनाना पसंद करूँगा/करूँगी जो काम करे।",
  },
  // Skills
  {
    id: "skl-1",
    pillar: "skills",
    trait: "analysis",
    text: "मैं स्प्रेडशीट पर काम कर सकता/सकती हूँ: फ़ॉर्मूले, सॉर्टिंग, फ़िल्टर और आसान चार्ट।",
  },
  {
    id: "skl-2",
    pillar: "skills",
    trait: "building",
    text: "मैंने कोड लिखा है, चाहे कोई छोटा प्रोग्राम हो या स्कूल का प्रोजेक्ट।",
  },
  {
    id: "skl-3",
    pillar: "skills",
    trait: "creating",
    text: "मैं किसी आइडिया का स्केच बना सकता/सकती हूँ या स्लाइड ऐसे सजा सकता/सकती हूँ कि दूसरे उसे जल्दी समझ लें।",
  },
  {
    id: "skl-4",
    pillar: "skills",
    trait: "people",
    text: "मैं किसी ग्रुप को अंग्रेज़ी, हिन्दी या अपनी भाषा में कोई विषय साफ़-साफ़ समझा सकता/सकती हूँ।",
  },
  {
    id: "skl-5",
    pillar: "skills",
    trait: "business",
    text: "मैं लोगों को मना सकता/सकती हूँ: कुछ बेचना, मोल-भाव करना या किसी टीम को एक राय पर लाना।",
  },
  {
    id: "skl-6",
    pillar: "skills",
    trait: "money",
    text: "मैं बिना मदद के बजट बना सकता/सकती हूँ और ब्याज, डिस्काउंट या GST का हिसाब लगा सकता/सकती हूँ।",
  },
  {
    id: "skl-7",
    pillar: "skills",
    trait: "organising",
    text: "मैं किसी बड़े काम को कदमों में बाँट सकता/सकती हूँ और नज़र रख सकता/सकती हूँ कि कौन क्या, कब तक करेगा।",
  },
  {
    id: "skl-8",
    pillar: "skills",
    trait: "analysis",
    text: "जिस विषय को मैंने पढ़ा है, उस पर मैं साफ़ और तर्क के साथ जवाब या रिपोर्ट लिख सकता/सकती हूँ।",
  },
  // Personality
  {
    id: "per-1",
    pillar: "personality",
    trait: "people",
    text: "नए लोगों से मिलना मुझे थकाने के बजाय ऊर्जा देता है।",
  },
  {
    id: "per-2",
    pillar: "personality",
    trait: "analysis",
    text: "कोई राय बनाने से पहले तथ्य जाँचना मेरी आदत है।",
  },
  {
    id: "per-3",
    pillar: "personality",
    trait: "creating",
    text: "मेरे मन में ऐसे आइडिया आते हैं जिन्हें दूसरे अनोखा कहते हैं।",
  },
  {
    id: "per-4",
    pillar: "personality",
    trait: "organising",
    text: "जो काम मैं शुरू करता/करती हूँ, उसे पूरा करता/करती हूँ, चाहे वह उबाऊ हो जाए।",
  },
  {
    id: "per-5",
    pillar: "personality",
    trait: "business",
    text: "जब सब कुछ पता न हो, तब भी फ़ैसला लेने में मैं सहज रहता/रहती हूँ।",
  },
  {
    id: "per-6",
    pillar: "personality",
    text: "आख़िरी मिनट पर योजना बदलने पर भी मेरा मन शांत रहता है।",
  },
  { id: "per-7", pillar: "personality", text: "मैं फ़ीडबैक माँगता/माँगती हूँ और उस पर अमल करता/करती हूँ।" },
  {
    id: "per-8",
    pillar: "personality",
    text: "मैं लंबे समय तक ध्यान भटकाए बिना अकेले काम कर सकता/सकती हूँ।",
  },
  // Values and work preferences
  {
    id: "val-1",
    pillar: "values",
    trait: "people",
    text: "मेरे लिए यह मायने रखता है कि मेरे काम से लोगों की सीधे मदद हो।",
  },
  {
    id: "val-2",
    pillar: "values",
    trait: "money",
    text: "मेरे लिए जल्दी तरक्की से ज़्यादा ज़रूरी है एक स्थिर सैलरी और सुरक्षित नौकरी।",
  },
  {
    id: "val-3",
    pillar: "values",
    trait: "business",
    text: "मुझे यह तय करने की आज़ादी चाहिए कि मैं कैसे और कब काम करूँ।",
  },
  {
    id: "val-4",
    pillar: "values",
    trait: "building",
    text: "मैं नौकरी करते हुए नए टूल्स और टेक्नोलॉजी सीखते रहना चाहता/चाहती हूँ।",
  },
  {
    id: "val-5",
    pillar: "values",
    trait: "creating",
    text: "मैं थोड़ी ज़्यादा सैलरी के बजाय दिलचस्प काम चुनूँगा/चुनूँगी।",
  },
  {
    id: "val-6",
    pillar: "values",
    text: "मुझे अकेले काम करने के बजाय टीम में काम करना ज़्यादा पसंद है।",
  },
  {
    id: "val-7",
    pillar: "values",
    text: "सही नौकरी के लिए मैं दूसरे शहर जाने को तैयार हूँ।",
  },
  {
    id: "val-8",
    pillar: "values",
    trait: "organising",
    text: "मुझे साफ़ रोल, साफ़ टारगेट और यह जानना पसंद है कि मुझसे क्या उम्मीद की जाती है।",
  },
  // Motivation and goals
  {
    id: "mot-1",
    pillar: "motivation",
    text: "मुझे पता है कि तीन साल बाद मैं किस तरह का काम करना चाहता/चाहती हूँ।",
  },
  {
    id: "mot-2",
    pillar: "motivation",
    text: "मैं हर हफ़्ते अपने करियर के लिए कुछ सीखने का समय निकालता/निकालती हूँ।",
  },
  {
    id: "mot-3",
    pillar: "motivation",
    trait: "business",
    text: "मैं किसी दिन अपना खुद का कुछ शुरू करना चाहूँगा/चाहूँगी।",
  },
  {
    id: "mot-4",
    pillar: "motivation",
    trait: "people",
    text: "मैं किसी दिन एक टीम को लीड या मेंटर करना चाहूँगा/चाहूँगी।",
  },
  {
    id: "mot-5",
    pillar: "motivation",
    text: "नतीजे देर से आएँ, तब भी अपने लक्ष्य पर डटे रहना मेरी आदत है।",
  },
  {
    id: "mot-6",
    pillar: "motivation",
    trait: "analysis",
    text: "मैं वह इंसान बनना चाहता/चाहती हूँ जिससे लोग मुश्किल समस्या आने पर पूछते हैं।",
  },
  {
    id: "mot-7",
    pillar: "motivation",
    trait: "money",
    text: "अच्छा कमाना और अपने परिवार का साथ देना मेरे मुख्य लक्ष्यों में से एक है।",
  },
  {
    id: "mot-8",
    pillar: "motivation",
    text: "अगर कोई बेहतर राह दिखे, तो मैं दिशा बदलने के लिए तैयार हूँ।",
  },
];
