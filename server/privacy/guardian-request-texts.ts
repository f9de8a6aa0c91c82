// The words of the e-mail to a guardian, in the language the applicant used (their page's: the
// notice's language stored with the application). Hindi and Telugu: needs review by a native speaker.
import type { Language } from '../outbox/messages/notification-settings.ts';

export interface GuardianRequestFacts {
  organisation: string;
  firstName: string;
  applicant: string;
  centre: string;
  /** The guardian's name and relationship as the applicant gave them (absent: a general word). */
  guardianName?: string;
  relationship?: string;
  expires: string;
}

export interface GuardianRequestTexts {
  subject: string;
  paragraphs: string[];
  linkLabel: string;
}

type Writer = (facts: GuardianRequestFacts) => GuardianRequestTexts;

const english: Writer = (f) => ({
  subject: `${f.organisation}: please confirm or refuse ${f.firstName}'s application`,
  paragraphs: [
    `Dear ${f.guardianName ?? 'parent or guardian'},`,
    `${f.applicant} applied to volunteer with ${f.organisation} (${f.centre}) and named you as their ${f.relationship ?? 'parent or guardian'}. ` +
      'They are under 18, so the law asks for the consent of a parent or lawful guardian before we use their details.',
    'The link below opens a page with our notice: what we keep, why, for how long, and how to withdraw consent or complain. There you can confirm or refuse. ' +
      `If you refuse, or do nothing, the application is erased: nobody at ${f.organisation} sees it.`,
    `The link works once, until ${f.expires}. If you did not expect this email, you can ignore it.`,
  ],
  linkLabel: 'Read the notice and confirm or refuse',
});

const hindi: Writer = (f) => ({
  subject: `${f.organisation}: कृपया ${f.firstName} के आवेदन की पुष्टि करें या उसे अस्वीकार करें`,
  paragraphs: [
    `प्रिय ${f.guardianName ?? 'माता-पिता या अभिभावक'},`,
    `${f.applicant} ने ${f.organisation} (${f.centre}) के साथ स्वयंसेवक बनने के लिए आवेदन किया है और आपको अपने ${f.relationship ?? 'माता-पिता या अभिभावक'} के रूप में बताया है। ` +
      'उनकी आयु 18 वर्ष से कम है, इसलिए कानून के अनुसार उनकी जानकारी का उपयोग करने से पहले माता-पिता या कानूनी अभिभावक की सहमति ज़रूरी है।',
    'नीचे दिया गया लिंक हमारी सूचना वाला पेज खोलता है: हम क्या रखते हैं, क्यों, कितने समय तक, और सहमति कैसे वापस लें या शिकायत कैसे करें। वहाँ आप पुष्टि कर सकते हैं या अस्वीकार कर सकते हैं। ' +
      `यदि आप अस्वीकार करते हैं या कुछ नहीं करते, तो आवेदन मिटा दिया जाएगा: ${f.organisation} में कोई भी उसे नहीं देखेगा।`,
    `यह लिंक केवल एक बार, ${f.expires} तक काम करेगा। यदि आपको इस ईमेल की उम्मीद नहीं थी, तो आप इसे अनदेखा कर सकते हैं।`,
  ],
  linkLabel: 'सूचना पढ़ें और पुष्टि करें या अस्वीकार करें',
});

const telugu: Writer = (f) => ({
  subject: `${f.organisation}: దయచేసి ${f.firstName} దరఖాస్తును ధృవీకరించండి లేదా తిరస్కరించండి`,
  paragraphs: [
    `ప్రియమైన ${f.guardianName ?? 'తల్లిదండ్రులు లేదా సంరక్షకులు'},`,
    `${f.applicant} ${f.organisation} (${f.centre})లో స్వచ్ఛంద సేవకులుగా చేరడానికి దరఖాస్తు చేశారు, మిమ్మల్ని తమ ${f.relationship ?? 'తల్లిదండ్రులు లేదా సంరక్షకులు'}గా పేర్కొన్నారు. ` +
      'వారి వయస్సు 18 ఏళ్ల లోపు కాబట్టి, వారి వివరాలను ఉపయోగించే ముందు తల్లిదండ్రులు లేదా చట్టబద్ధ సంరక్షకుల అంగీకారం అవసరమని చట్టం చెబుతోంది.',
    'కింది లింక్ మా ప్రకటన ఉన్న పేజీని తెరుస్తుంది: మేము ఏమి ఉంచుకుంటాం, ఎందుకు, ఎంతకాలం, అంగీకారాన్ని ఎలా ఉపసంహరించుకోవాలి లేదా ఫిర్యాదు ఎలా చేయాలి. అక్కడ మీరు ధృవీకరించవచ్చు లేదా తిరస్కరించవచ్చు. ' +
      `మీరు తిరస్కరిస్తే లేదా ఏమీ చేయకపోతే, దరఖాస్తు తొలగించబడుతుంది: ${f.organisation}లో ఎవరూ దాన్ని చూడరు.`,
    `ఈ లింక్ ఒక్కసారి మాత్రమే, ${f.expires} వరకు పనిచేస్తుంది. మీరు ఈ ఇ-మెయిల్‌ను ఊహించకపోతే, దీన్ని పట్టించుకోనవసరం లేదు.`,
  ],
  linkLabel: 'ప్రకటనను చదివి ధృవీకరించండి లేదా తిరస్కరించండి',
});

export const GUARDIAN_REQUEST_TEXTS: Record<Language, Writer> = { en: english, hi: hindi, te: telugu };
