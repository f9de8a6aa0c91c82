// The words of the privacy emails to a visitor (privacy-messages.ts): the "your data" link, in the
// language of the page they asked from (stored with the request), and the confirmation of an erasure,
// in the language of the "your data" pages where they erased. The correction request goes to the
// team and stays English, as every team email does. Hindi and Telugu: needs review by a native speaker.
import type { Language } from '../outbox/messages/notification-settings.ts';

export interface VisitorEmailTexts {
  subject: string;
  paragraphs: string[];
  linkLabel?: string;
}

interface Writers {
  yourDataLink: (organisation: string, hours: number) => VisitorEmailTexts & { linkLabel: string };
  erased: (organisation: string, count: number) => VisitorEmailTexts;
}

const english: Writers = {
  yourDataLink: (organisation, hours) => ({
    subject: `${organisation}: your data`,
    paragraphs: [
      `You asked to see what ${organisation} keeps under this email address.`,
      'The link below opens a page listing each message or application with its date and purpose. ' +
        'There you can erase one item or everything (which also withdraws your consent), or ask us to correct something.',
      `The link works once, for ${hours} hours. If you did not ask, ignore this email: nothing changes.`,
    ],
    linkLabel: 'See your data',
  }),
  erased: (organisation, count) => ({
    subject: `${organisation}: your data was erased`,
    paragraphs: [
      `As you asked, ${organisation} has erased ${count === 1 ? 'one item' : `${count} items`} stored under this email address, ` +
        'with any emails about them that were still waiting to be sent.',
      'Where an item was erased as a whole, your consent to its use is withdrawn: we will not contact you about it again.',
      'If you did not ask for this, please reply to this email or contact us through the website.',
    ],
  }),
};

const hindi: Writers = {
  yourDataLink: (organisation, hours) => ({
    subject: `${organisation}: आपका डेटा`,
    paragraphs: [
      `आपने यह देखने का अनुरोध किया था कि ${organisation} के पास इस ईमेल पते से जुड़ी कौन-सी जानकारी है।`,
      'नीचे दिया गया लिंक एक पृष्ठ खोलता है, जिसमें हर संदेश या आवेदन उसकी तारीख और उद्देश्य के साथ दिखाया गया है। ' +
        'वहाँ आप कोई एक प्रविष्टि या सब कुछ मिटा सकते हैं (इससे आपकी सहमति भी वापस हो जाती है), या हमसे कुछ सुधारने के लिए कह सकते हैं।',
      `यह लिंक केवल एक बार, ${hours} घंटे तक काम करेगा। यदि आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदलेगा।`,
    ],
    linkLabel: 'अपना डेटा देखें',
  }),
  erased: (organisation, count) => ({
    subject: `${organisation}: आपका डेटा मिटा दिया गया है`,
    paragraphs: [
      `आपके अनुरोध पर ${organisation} ने इस ईमेल पते से जुड़ी ${count === 1 ? 'एक प्रविष्टि मिटा दी है' : `${count} प्रविष्टियाँ मिटा दी हैं`}, ` +
        'साथ ही उनसे जुड़े वे ईमेल भी जो अभी भेजे जाने बाकी थे।',
      'जो प्रविष्टि पूरी तरह मिटा दी गई है, उसके उपयोग के लिए आपकी सहमति वापस ले ली गई है: हम उसके बारे में आपसे फिर संपर्क नहीं करेंगे।',
      'यदि आपने यह अनुरोध नहीं किया था, तो कृपया इस ईमेल का उत्तर दें या वेबसाइट के माध्यम से हमसे संपर्क करें।',
    ],
  }),
};

const telugu: Writers = {
  yourDataLink: (organisation, hours) => ({
    subject: `${organisation}: మీ డేటా`,
    paragraphs: [
      `ఈ ఇ-మెయిల్ చిరునామాతో ${organisation} వద్ద ఏ వివరాలు ఉన్నాయో చూడాలని మీరు అడిగారు.`,
      'కింది లింక్ ఒక పేజీని తెరుస్తుంది, అందులో ప్రతి సందేశం లేదా దరఖాస్తు దాని తేదీ, ప్రయోజనంతో కనిపిస్తుంది. ' +
        'అక్కడ మీరు ఒక అంశాన్ని లేదా అన్నింటినీ తొలగించవచ్చు (దీనితో మీ అంగీకారం కూడా ఉపసంహరించబడుతుంది), లేదా ఏదైనా సరిచేయమని మమ్మల్ని అడగవచ్చు.',
      `ఈ లింక్ ఒక్కసారి మాత్రమే, ${hours} గంటల పాటు పనిచేస్తుంది. మీరు అడగకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోనవసరం లేదు: ఏమీ మారదు.`,
    ],
    linkLabel: 'మీ డేటాను చూడండి',
  }),
  erased: (organisation, count) => ({
    subject: `${organisation}: మీ డేటా తొలగించబడింది`,
    paragraphs: [
      `మీరు అడిగినట్లుగా, ఈ ఇ-మెయిల్ చిరునామాతో ఉన్న ${count === 1 ? 'ఒక అంశాన్ని' : `${count} అంశాలను`}, ` +
        `వాటి గురించి ఇంకా పంపాల్సిన ఇ-మెయిల్‌లతో సహా, ${organisation} తొలగించింది.`,
      'పూర్తిగా తొలగించిన అంశం విషయంలో, దాని ఉపయోగానికి మీ అంగీకారం ఉపసంహరించబడింది: దాని గురించి మేము మిమ్మల్ని మళ్లీ సంప్రదించము.',
      'మీరు ఇది అడగకపోతే, దయచేసి ఈ ఇ-మెయిల్‌కు జవాబు ఇవ్వండి లేదా వెబ్‌సైట్ ద్వారా మమ్మల్ని సంప్రదించండి.',
    ],
  }),
};

export const VISITOR_EMAIL_TEXTS: Record<Language, Writers> = { en: english, hi: hindi, te: telugu };
