import type { AlertLanguage } from '../../src/shared/alerts-contract.js';

/**
 * The words of the alert mails and of the confirm and unsubscribe pages, in each language alerts are sent in. The
 * changes themselves are never written here: they come, in the law-changes page's own words, from the register.
 */
export interface AlertWords {
  confirmSubject: string;
  confirmIntro: string;
  confirmButton: string;
  confirmIgnore: string;
  alertSubject: string;
  alertIntro: string;
  announced: string;
  inForce: string;
  appliesFrom: string;
  setBy: string;
  seeLog: string;
  whyYouGetThis: string;
  unsubscribe: string;
  confirmPageTitle: string;
  confirmPageText: string;
  confirmedTitle: string;
  confirmedText: string;
  unsubscribePageTitle: string;
  unsubscribePageText: string;
  unsubscribedTitle: string;
  unsubscribedText: string;
  unknownLinkTitle: string;
  unknownLinkText: string;
  backToLog: string;
}

export const ALERT_WORDS: Record<AlertLanguage, AlertWords> = {
  en: {
    confirmSubject: 'Confirm your law-change alerts',
    confirmIntro: 'You asked for e-mail alerts when a UAE tax rate, threshold or deadline on our site changes. Please confirm this address:',
    confirmButton: 'Confirm my alerts',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: you will receive nothing more.',
    alertSubject: 'UAE tax law changes',
    alertIntro: 'These changes to the rules our site quotes have been announced or have taken effect since our last alert:',
    announced: 'Announced, applies later',
    inForce: 'Now in force',
    appliesFrom: 'Applies from',
    setBy: 'Set by',
    seeLog: 'Every change, with the pages that state it',
    whyYouGetThis: 'You receive this because you subscribed to law-change alerts on our website.',
    unsubscribe: 'Unsubscribe',
    confirmPageTitle: 'Confirm your alerts',
    confirmPageText: 'Press the button to start receiving law-change alerts at this address.',
    confirmedTitle: 'Your alerts are confirmed',
    confirmedText: 'We will e-mail you when a rate, threshold or deadline our site quotes changes.',
    unsubscribePageTitle: 'Stop law-change alerts',
    unsubscribePageText: 'Press the button to stop receiving law-change alerts at this address.',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedText: 'You will receive no more law-change alerts.',
    unknownLinkTitle: 'This link does not work',
    unknownLinkText: 'It may have expired or been replaced by a newer e-mail. You can subscribe again on the law-changes page.',
    backToLog: 'Back to the law changes',
  },
  ar: {
    confirmSubject: 'أكِّدوا اشتراككم في تنبيهات تغييرات القانون',
    confirmIntro: 'طلبتم تلقي تنبيهات بالبريد الإلكتروني عند تغيّر نسبة ضريبية أو حدّ أو موعد يذكره موقعنا. يُرجى تأكيد هذا العنوان:',
    confirmButton: 'تأكيد الاشتراك',
    confirmIgnore: 'إن لم تطلبوا ذلك فتجاهلوا هذه الرسالة، ولن تصلكم أي رسالة أخرى.',
    alertSubject: 'تغييرات في قوانين الضرائب في الإمارات',
    alertIntro: 'أُعلنت هذه التغييرات في القواعد التي يذكرها موقعنا أو دخلت حيّز التنفيذ منذ تنبيهنا الأخير:',
    announced: 'أُعلن عنه ويسري لاحقًا',
    inForce: 'ساري المفعول الآن',
    appliesFrom: 'يسري من',
    setBy: 'بموجب',
    seeLog: 'جميع التغييرات مع الصفحات التي تذكرها',
    whyYouGetThis: 'تصلكم هذه الرسالة لأنكم اشتركتم في تنبيهات تغييرات القانون على موقعنا.',
    unsubscribe: 'إلغاء الاشتراك',
    confirmPageTitle: 'تأكيد الاشتراك في التنبيهات',
    confirmPageText: 'اضغطوا الزر لتبدأوا بتلقي تنبيهات تغييرات القانون على هذا العنوان.',
    confirmedTitle: 'تم تأكيد اشتراككم',
    confirmedText: 'سنراسلكم عند تغيّر نسبة أو حدّ أو موعد يذكره موقعنا.',
    unsubscribePageTitle: 'إيقاف تنبيهات تغييرات القانون',
    unsubscribePageText: 'اضغطوا الزر لإيقاف تنبيهات تغييرات القانون على هذا العنوان.',
    unsubscribedTitle: 'تم إلغاء اشتراككم',
    unsubscribedText: 'لن تصلكم بعد الآن تنبيهات بتغييرات القانون.',
    unknownLinkTitle: 'هذا الرابط لا يعمل',
    unknownLinkText: 'ربما انتهت صلاحيته أو حلّت محله رسالة أحدث. يمكنكم الاشتراك مجددًا في صفحة تغييرات القانون.',
    backToLog: 'العودة إلى تغييرات القانون',
  },
};

/** The language's words; English for a language alerts are not written in. */
export function alertWords(language: string): { lang: AlertLanguage; dir: 'ltr' | 'rtl'; words: AlertWords } {
  const lang: AlertLanguage = language === 'ar' ? 'ar' : 'en';
  return { lang, dir: lang === 'ar' ? 'rtl' : 'ltr', words: ALERT_WORDS[lang] };
}
