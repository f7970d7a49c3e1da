/**
 * Judge replies written in the style of a small chat model (7-8B class) answering the judge prompt: claims
 * paraphrased, merged or split, pronouns resolved from the question, evidence cut short, re-cased, prefixed with
 * "The context states that", quoted inside a sentence or joined with "...". Every reply is a fair judgement of its
 * answer, so the reply checks must accept all of them (a rejection would be a false `ERROR (judge)`). Written for
 * this test; all facts are invented.
 */
import type { Judgement } from '../prompt.js';

export interface SmallModelReply {
  id: string;
  domain: string;
  /** What the reply does that a strict check could trip on. */
  style: string;
  question: string;
  context: string;
  answer: string;
  reply: Judgement;
}

type Verdict = Judgement['claims'][number]['verdict'];
const c = (claim: string, verdict: Verdict, evidence: string) => ({ claim, verdict, evidence });
const ok = (...claims: Judgement['claims']): Judgement => ({ refusal: false, claims });

export const SMALL_MODEL_REPLIES: SmallModelReply[] = [
  {
    id: 'returns-paraphrase',
    domain: 'retail',
    style: 'claims paraphrased ("sent back" for "send back"), one answer sentence split in three',
    question: 'How long do I have to return something?',
    context:
      'Items can be returned within 30 days of delivery. Items must be unused and in their original packaging. Refunds are issued to the original payment method within 5 business days after we receive the item.',
    answer:
      "You can send items back within 30 days of delivery, as long as they're unused and in the original packaging.",
    reply: ok(
      c(
        'Items can be sent back within 30 days of delivery.',
        'supported',
        'Items can be returned within 30 days of delivery.',
      ),
      c('Items must be unused.', 'supported', 'Items must be unused and in their original packaging'),
      c('Items must be in the original packaging.', 'supported', 'in their original packaging.'),
    ),
  },
  {
    id: 'refund-yes-folded',
    domain: 'retail',
    style: '"Yes." folded into the claim, evidence trimmed to the end of a sentence',
    question: 'Can I get a refund to my credit card?',
    context:
      'Items can be returned within 30 days of delivery. Refunds are issued to the original payment method within 5 business days after we receive the item.',
    answer:
      'Yes. Refunds go back to your original payment method, usually within 5 business days once we get the item.',
    reply: ok(
      c(
        'Refunds go back to the original payment method.',
        'supported',
        'Refunds are issued to the original payment method',
      ),
      c(
        'Refunds usually arrive within 5 business days once the item is received.',
        'supported',
        'within 5 business days after we receive the item',
      ),
    ),
  },
  {
    id: 'vacation-pronouns',
    domain: 'hr',
    style: '"They" resolved to "new employees" from the question',
    question: 'How many vacation days do new employees get?',
    context:
      'Full-time employees accrue 20 days of paid vacation per year. New hires can use vacation after completing their 90-day probation period. Unused vacation days, up to 5, carry over to the next year.',
    answer: 'They get 20 paid vacation days a year, but they can only use them after the 90-day probation.',
    reply: ok(
      c(
        'New employees get 20 paid vacation days per year.',
        'supported',
        'Full-time employees accrue 20 days of paid vacation per year.',
      ),
      c(
        'New employees can use vacation only after the 90-day probation period.',
        'supported',
        'New hires can use vacation after completing their 90-day probation period.',
      ),
    ),
  },
  {
    id: 'rate-limit-casing',
    domain: 'software',
    style: 'evidence lower-cased and without punctuation, numbers with thousands separators',
    question: "What's the rate limit for the free plan?",
    context:
      'Free plan: 60 requests per minute and 10,000 requests per day. Pro plan: 600 requests per minute with no daily cap. Requests over the limit receive HTTP 429 with a Retry-After header.',
    answer:
      "On the free plan you're limited to 60 requests per minute and 10,000 per day. If you go over, you'll get a 429 error with a Retry-After header.",
    reply: ok(
      c('The free plan allows 60 requests per minute.', 'supported', 'free plan 60 requests per minute'),
      c('The free plan allows 10,000 requests per day.', 'supported', '10000 requests per day'),
      c(
        'Going over the limit returns a 429 error with a Retry-After header.',
        'supported',
        'requests over the limit receive http 429 with a retry-after header',
      ),
    ),
  },
  {
    id: 'dosage-number-words',
    domain: 'medical',
    style: 'evidence writes numbers as words where the claims use digits; a quoted negation',
    question: 'How often can I take the tablets?',
    context:
      'Adults: take one or two tablets every 4 to 6 hours as needed. Do not take more than eight tablets in 24 hours. Not for children under 12.',
    answer: 'Adults can take 1–2 tablets every 4–6 hours, but no more than 8 tablets in 24 hours.',
    reply: ok(
      c('Adults can take 1–2 tablets every 4–6 hours.', 'supported', 'take one or two tablets every 4 to 6 hours'),
      c(
        'Adults should take no more than 8 tablets in 24 hours.',
        'supported',
        'Do not take more than eight tablets in 24 hours',
      ),
    ),
  },
  {
    id: 'baggage-contradicted',
    domain: 'travel',
    style: 'a contradicted claim quoting the passage that contradicts it',
    question: 'How much does a checked bag cost?',
    context:
      'Each passenger may check one bag up to 23 kg for $35. A second checked bag costs $50. Bags over 23 kg incur an overweight fee of $100.',
    answer: 'A checked bag costs $25, and a second one is $50.',
    reply: ok(
      c('A checked bag costs $25.', 'contradicted', 'Each passenger may check one bag up to 23 kg for $35.'),
      c('A second checked bag costs $50.', 'supported', 'A second checked bag costs $50.'),
    ),
  },
  {
    id: 'roaming-unsupported',
    domain: 'telecom',
    style: 'an unsupported claim whose evidence says what is missing',
    question: 'Does the unlimited plan include international roaming?',
    context:
      'The Unlimited plan includes unlimited calls, texts and 100 GB of high-speed data. Hotspot use is capped at 15 GB.',
    answer: 'Yes, the Unlimited plan includes international roaming in 50 countries and 100 GB of high-speed data.',
    reply: ok(
      c(
        'The Unlimited plan includes international roaming in 50 countries.',
        'unsupported',
        'The context does not mention roaming or 50 countries.',
      ),
      c('The Unlimited plan includes 100 GB of high-speed data.', 'supported', '100 GB of high-speed data'),
    ),
  },
  {
    id: 'deadline-attribution',
    domain: 'education',
    style: 'evidence opens with "The context states that" / "The context says:" and a quoted passage',
    question: 'When is the application deadline?',
    context:
      'Applications for the fall semester must be submitted by March 1. Late applications are reviewed only if seats remain. Decisions are sent by April 15.',
    answer: 'The deadline for fall applications is March 1, and decisions come out by April 15.',
    reply: ok(
      c(
        'The deadline for fall applications is March 1.',
        'supported',
        'The context states that applications for the fall semester must be submitted by March 1.',
      ),
      c('Decisions come out by April 15.', 'supported', 'The context says: "Decisions are sent by April 15."'),
    ),
  },
  {
    id: 'bread-short-evidence',
    domain: 'cooking',
    style: 'very short evidence ("220°C"), "it" resolved to "the bread"',
    question: 'How long should I bake the bread?',
    context:
      'Preheat the oven to 220°C. Bake the loaf for 35 to 40 minutes, until it sounds hollow when tapped. Let it cool for an hour before slicing.',
    answer: 'Bake it at 220°C for 35–40 minutes until it sounds hollow when you tap it, then let it cool for an hour.',
    reply: ok(
      c('The bread is baked at 220°C.', 'supported', '220°C'),
      c('The bread is baked for 35–40 minutes.', 'supported', '35 to 40 minutes'),
      c('The bread is done when it sounds hollow when tapped.', 'supported', 'sounds hollow when tapped'),
      c('The bread should cool for an hour.', 'supported', 'Let it cool for an hour'),
    ),
  },
  {
    id: 'lease-merged',
    domain: 'legal',
    style: 'one merged claim for a compound sentence, possessives ("days\'", "month\'s")',
    question: 'Can I end my lease early?',
    context:
      "The tenant may terminate the lease before the end of the term by giving 60 days' written notice and paying an early termination fee equal to one month's rent.",
    answer: "Yes, you can end the lease early if you give 60 days' written notice and pay a fee of one month's rent.",
    reply: ok(
      c(
        "The tenant can end the lease early by giving 60 days' written notice and paying a fee of one month's rent.",
        'supported',
        "by giving 60 days' written notice and paying an early termination fee equal to one month's rent",
      ),
    ),
  },
  {
    id: 'password-bullets',
    domain: 'it-security',
    style: 'a bulleted answer, each bullet a claim with the subject added',
    question: 'What are the password requirements?',
    context:
      'Passwords must be at least 12 characters long and include a number and a symbol. Passwords expire every 90 days. The last 5 passwords cannot be reused.',
    answer:
      'Password requirements:\n- At least 12 characters\n- Must include a number and a symbol\n- Must be changed every 90 days\n- Must include an uppercase letter',
    reply: ok(
      c('Passwords must be at least 12 characters long.', 'supported', 'Passwords must be at least 12 characters long'),
      c('Passwords must include a number and a symbol.', 'supported', 'include a number and a symbol'),
      c('Passwords must be changed every 90 days.', 'supported', 'Passwords expire every 90 days.'),
      c('Passwords must include an uppercase letter.', 'unsupported', 'No uppercase rule is given.'),
    ),
  },
  {
    id: 'earbuds-subject-from-question',
    domain: 'product',
    style: 'a subjectless answer; claims take their subject from the question',
    question: 'How long does the battery of the X1 earbuds last?',
    context:
      'X1 earbuds: up to 6 hours of playback per charge, 24 hours total with the charging case. A 10-minute quick charge gives 1 hour of playback.',
    answer: 'Up to 6 hours per charge, or 24 hours with the case.',
    reply: ok(
      c('The X1 earbuds battery lasts up to 6 hours per charge.', 'supported', 'up to 6 hours of playback per charge'),
      c(
        'The X1 earbuds battery lasts 24 hours with the charging case.',
        'supported',
        '24 hours total with the charging case',
      ),
    ),
  },
  {
    id: 'atm-boilerplate',
    domain: 'banking',
    style: 'an answer opening with "Based on the provided context", decimals in money',
    question: "Is there a fee for using other banks' ATMs?",
    context:
      "Withdrawals at our ATMs are free. Withdrawals at other banks' ATMs cost $2.50 each. Premium account holders get four free out-of-network withdrawals per month.",
    answer:
      "Based on the provided context, using another bank's ATM costs $2.50 per withdrawal. If you have a Premium account, your first four out-of-network withdrawals each month are free.",
    reply: ok(
      c(
        "Using another bank's ATM costs $2.50 per withdrawal.",
        'supported',
        "Withdrawals at other banks' ATMs cost $2.50 each.",
      ),
      c(
        'Premium account holders get four free out-of-network withdrawals per month.',
        'supported',
        'Premium account holders get four free out-of-network withdrawals per month.',
      ),
    ),
  },
  {
    id: 'train-times',
    domain: 'transport',
    style: "claims keep the answer's 12-hour times, evidence quotes the 24-hour timetable",
    question: 'When does the last train leave?',
    context: 'Weekday service runs from 05:30 to 00:45. On Sundays the last train departs at 23:15.',
    answer: "On weekdays the last train leaves at 12:45 am; on Sundays it's 11:15 pm.",
    reply: ok(
      c('On weekdays the last train leaves at 12:45 am.', 'supported', 'Weekday service runs from 05:30 to 00:45.'),
      c('On Sundays the last train leaves at 11:15 pm.', 'supported', 'On Sundays the last train departs at 23:15.'),
    ),
  },
  {
    id: 'gym-informal-answer',
    domain: 'fitness',
    style: 'an informal answer ("u", "ur", "$10/month") judged in clean sentences',
    question: 'can i freeze my membership',
    context:
      'Members may freeze their membership for up to 3 months per year. A freeze costs $10 per month. Freezes must be requested at the front desk.',
    answer:
      'yes u can freeze ur membership for up to 3 months a year, its $10/month and u have to ask at the front desk',
    reply: ok(
      c(
        'The membership can be frozen for up to 3 months a year.',
        'supported',
        'members may freeze their membership for up to 3 months per year',
      ),
      c('A freeze costs $10 per month.', 'supported', 'A freeze costs $10 per month'),
      c('Freezes must be requested at the front desk.', 'supported', 'Freezes must be requested at the front desk.'),
    ),
  },
  {
    id: 'warranty-factual-negative',
    domain: 'insurance',
    style: 'a factual negative supported by a negated passage; "two" for "2"',
    question: 'Does the warranty cover water damage?',
    context:
      'The limited warranty covers manufacturing defects for 2 years. It does not cover accidental damage, water damage or normal wear.',
    answer: 'No, water damage is not covered by the warranty. Only manufacturing defects are covered, for two years.',
    reply: ok(
      c(
        'Water damage is not covered by the warranty.',
        'supported',
        'It does not cover accidental damage, water damage or normal wear.',
      ),
      c(
        'Manufacturing defects are covered for two years.',
        'supported',
        'The limited warranty covers manufacturing defects for 2 years.',
      ),
    ),
  },
  {
    id: 'warranty-negation-flip',
    domain: 'insurance',
    style: 'a contradicted claim whose evidence holds the negation the answer dropped',
    question: 'Does the warranty cover water damage?',
    context:
      'The limited warranty covers manufacturing defects for 2 years. It does not cover accidental damage, water damage or normal wear.',
    answer: 'Yes, the warranty covers water damage for 2 years.',
    reply: ok(
      c(
        'The warranty covers water damage.',
        'contradicted',
        'It does not cover accidental damage, water damage or normal wear',
      ),
      c('The warranty lasts 2 years.', 'supported', 'covers manufacturing defects for 2 years'),
    ),
  },
  {
    id: 'cli-flags',
    domain: 'software',
    style: 'code and flags in claims and evidence, backticks dropped',
    question: 'How do I run only the unit tests?',
    context:
      'Run `npm test -- --project unit` to run only the unit tests. Use `--watch` to re-run on change. Coverage reports are written to coverage/.',
    answer: 'Use `npm test -- --project unit`. Add --watch if you want it to re-run on changes.',
    reply: ok(
      c(
        'Running npm test -- --project unit runs only the unit tests.',
        'supported',
        'Run npm test -- --project unit to run only the unit tests.',
      ),
      c('Adding --watch re-runs the tests on changes.', 'supported', 'Use `--watch` to re-run on change.'),
    ),
  },
  {
    id: 'remote-work-follow-up',
    domain: 'hr',
    style: 'an answer ending with "Please contact HR if you have questions." (no claim made of it)',
    question: 'Can I work from home?',
    context:
      "Employees may work remotely up to 2 days per week with their manager's approval. Fully remote arrangements require HR approval.",
    answer:
      "You can work from home up to 2 days a week if your manager approves. For a fully remote setup you'll need HR approval. Please contact HR if you have questions.",
    reply: ok(
      c(
        'Employees can work from home up to 2 days a week with manager approval.',
        'supported',
        "Employees may work remotely up to 2 days per week with their manager's approval.",
      ),
      c('A fully remote setup requires HR approval.', 'supported', 'Fully remote arrangements require HR approval.'),
    ),
  },
  {
    id: 'student-discount-contractions',
    domain: 'retail',
    style: '"can\'t" in claims, "cannot" / "does not" in the evidence, an em dash',
    question: 'Is there a student discount?',
    context:
      'Students with a valid student ID receive 15% off all full-price items. The discount cannot be combined with other promotions and does not apply to gift cards.',
    answer:
      "Yes — students get 15% off full-price items with a valid ID, but it can't be combined with other promotions or used on gift cards.",
    reply: ok(
      c('Students get 15% off full-price items with a valid ID.', 'supported', 'receive 15% off all full-price items'),
      c(
        "The student discount can't be combined with other promotions.",
        'supported',
        'cannot be combined with other promotions',
      ),
      c("The student discount can't be used on gift cards.", 'supported', 'does not apply to gift cards'),
    ),
  },
  {
    id: 'hotel-times',
    domain: 'travel',
    style: '"3pm" in the answer, "3 p.m." in the claim, "noon" for "12:00 PM"',
    question: 'What time is check-in?',
    context:
      'Check-in starts at 3:00 PM and check-out is at 11:00 AM. Early check-in from 12:00 PM is available for a $25 fee, subject to availability.',
    answer: 'Check-in is from 3pm, checkout by 11am. You can check in early from noon for $25 if rooms are available.',
    reply: ok(
      c('Check-in is from 3 p.m.', 'supported', 'Check-in starts at 3:00 PM'),
      c('Check-out is by 11 a.m.', 'supported', 'check-out is at 11:00 AM'),
      c(
        'Early check-in from noon costs $25 if rooms are available.',
        'supported',
        'Early check-in from 12:00 PM is available for a $25 fee, subject to availability.',
      ),
    ),
  },
  {
    id: 'side-effects-list',
    domain: 'medical',
    style: 'a list split into one claim per item, the same evidence for three claims',
    question: 'What are the side effects?',
    context:
      'Common side effects include headache, nausea and dizziness. Stop taking the medicine and see a doctor if you develop a rash.',
    answer:
      'Side effects can include headache, nausea, dizziness and drowsiness. If you get a rash, stop taking it and see a doctor.',
    reply: ok(
      c(
        'Side effects can include headache.',
        'supported',
        'Common side effects include headache, nausea and dizziness.',
      ),
      c('Side effects can include nausea.', 'supported', 'Common side effects include headache, nausea and dizziness.'),
      c(
        'Side effects can include dizziness.',
        'supported',
        'Common side effects include headache, nausea and dizziness.',
      ),
      c('Side effects can include drowsiness.', 'unsupported', 'drowsiness is not listed'),
      c(
        'If you get a rash, you should stop taking the medicine and see a doctor.',
        'supported',
        'Stop taking the medicine and see a doctor if you develop a rash.',
      ),
    ),
  },
  {
    id: 'tuition-shouting',
    domain: 'education',
    style: 'a claim in capitals without a full stop, "2 weeks" in the evidence for "two weeks"',
    question: 'How much is tuition for international students?',
    context:
      'Tuition for the 2024-25 academic year is $9,800 per semester for residents and $21,400 per semester for international students. Payment is due two weeks before classes start.',
    answer: 'International students pay $21,400 per semester (2024-25). Payment is due two weeks before classes start.',
    reply: ok(
      c(
        'INTERNATIONAL STUDENTS PAY $21,400 PER SEMESTER IN 2024-25',
        'supported',
        '$21,400 per semester for international students',
      ),
      c('payment is due two weeks before classes start', 'supported', 'payment is due 2 weeks before classes start'),
    ),
  },
  {
    id: 'api-deprecation',
    domain: 'software',
    style: '"No." folded away, a claim with a subject from the context ("clients")',
    question: 'Is the v1 API still supported?',
    context:
      'The v1 API is deprecated and will be shut down on June 30, 2025. All clients should migrate to v2, which adds pagination and webhooks.',
    answer: 'No. v1 is deprecated and shuts down on June 30, 2025, so you should migrate to v2.',
    reply: ok(
      c('The v1 API is deprecated.', 'supported', 'The v1 API is deprecated'),
      c('The v1 API shuts down on June 30, 2025.', 'supported', 'will be shut down on June 30, 2025'),
      c('Clients should migrate to v2.', 'supported', 'All clients should migrate to v2'),
    ),
  },
  {
    id: 'reservations-short-answer',
    domain: 'hospitality',
    style: 'a terse answer, claims restored to full sentences',
    question: 'Do you take reservations for large groups?',
    context:
      'We accept reservations for groups of up to 12 people. Groups larger than 12 should call the restaurant directly at least 48 hours in advance.',
    answer: 'Yes, for up to 12 people. Bigger groups should call us at least 48 hours ahead.',
    reply: ok(
      c(
        'The restaurant takes reservations for groups of up to 12 people.',
        'supported',
        'We accept reservations for groups of up to 12 people.',
      ),
      c(
        'Groups bigger than 12 should call the restaurant at least 48 hours ahead.',
        'supported',
        'Groups larger than 12 should call the restaurant directly at least 48 hours in advance.',
      ),
    ),
  },
  {
    id: 'meter-ellipsis',
    domain: 'utilities',
    style: 'evidence joining two sentences with "..."',
    question: 'How do I read my meter?',
    context:
      'Smart meters send readings automatically every 30 minutes. If you have an older meter, submit a reading online by the 5th of each month. Estimated bills are issued when no reading is received.',
    answer:
      "If you have a smart meter, readings are sent automatically every 30 minutes. With an older meter, submit a reading online by the 5th of each month, otherwise you'll get an estimated bill.",
    reply: ok(
      c(
        'Smart meters send readings automatically every 30 minutes.',
        'supported',
        'Smart meters send readings automatically every 30 minutes.',
      ),
      c(
        'Owners of older meters must submit a reading online by the 5th of each month, otherwise they get an estimated bill.',
        'supported',
        'If you have an older meter, submit a reading online by the 5th of each month... Estimated bills are issued when no reading is received.',
      ),
    ),
  },
  {
    id: 'flight-cancel-paraphrase',
    domain: 'travel',
    style: 'claims reworded with context vocabulary ("passenger", "processed"), evidence cut mid-sentence',
    question: 'Will I get a refund if my flight is cancelled?',
    context:
      'If we cancel your flight, you are entitled to a full refund or a free rebooking on the next available flight. Refunds are processed within 7 business days.',
    answer:
      'If the airline cancels your flight, you can choose a full refund or free rebooking on the next available flight. The refund takes up to 7 business days.',
    reply: ok(
      c(
        'If the airline cancels the flight, the passenger can get a full refund or a free rebooking on the next available flight.',
        'supported',
        'you are entitled to a full refund or a free rebooking on the next available flight',
      ),
      c('The refund is processed within 7 business days.', 'supported', 'processed within 7 business days'),
    ),
  },
  {
    id: 'library-spanish',
    domain: 'library (Spanish)',
    style: 'a Spanish answer and reply: accented words, no English stop words',
    question: '¿Cuántos libros puedo tomar prestados y por cuánto tiempo?',
    context:
      'Los socios pueden tomar prestados hasta 10 libros a la vez. El préstamo dura 21 días y se puede renovar dos veces.',
    answer: 'Puedes tomar prestados hasta 10 libros a la vez, durante 21 días, y renovar el préstamo dos veces.',
    reply: ok(
      c(
        'Se pueden tomar prestados hasta 10 libros a la vez.',
        'supported',
        'Los socios pueden tomar prestados hasta 10 libros a la vez.',
      ),
      c('El préstamo dura 21 días.', 'supported', 'El préstamo dura 21 días'),
      c('El préstamo se puede renovar dos veces.', 'supported', 'se puede renovar dos veces'),
    ),
  },
  {
    id: 'sim-activation',
    domain: 'telecom',
    style: '"It" resolved to "activation", an upper-case keyword',
    question: 'How do I activate my SIM?',
    context:
      'Insert the SIM, then text ACTIVATE to 2020. Activation takes up to 2 hours. Your number is shown on the SIM card holder.',
    answer: 'Put the SIM in your phone and text ACTIVATE to 2020. It can take up to 2 hours.',
    reply: ok(
      c(
        'To activate the SIM, put it in the phone and text ACTIVATE to 2020.',
        'supported',
        'Insert the SIM, then text ACTIVATE to 2020.',
      ),
      c('Activation can take up to 2 hours.', 'supported', 'Activation takes up to 2 hours.'),
    ),
  },
  {
    id: 'parental-leave-handbook',
    domain: 'hr',
    style: 'an answer opening with "According to the handbook", "Non-birth" hyphenated',
    question: 'How much parental leave do we get?',
    context:
      'Birth parents receive 16 weeks of fully paid leave. Non-birth parents receive 8 weeks of fully paid leave. Leave must start within 12 months of the birth or adoption.',
    answer:
      'According to the handbook, birth parents get 16 weeks of fully paid leave and non-birth parents get 8 weeks. It has to be taken within 12 months of the birth or adoption.',
    reply: ok(
      c(
        'Birth parents get 16 weeks of fully paid leave.',
        'supported',
        'Birth parents receive 16 weeks of fully paid leave.',
      ),
      c(
        'Non-birth parents get 8 weeks of fully paid leave.',
        'supported',
        'Non-birth parents receive 8 weeks of fully paid leave',
      ),
      c(
        'Parental leave has to be taken within 12 months of the birth or adoption.',
        'supported',
        'Leave must start within 12 months of the birth or adoption.',
      ),
    ),
  },
  {
    id: 'storage-price-upper-evidence',
    domain: 'cloud',
    style: 'evidence in capitals, "annually" for "annual billing"',
    question: 'How much does extra storage cost?',
    context: 'Extra storage is sold in 100 GB blocks at $1.99 per month each. Annual billing gives a 20% discount.',
    answer: 'Extra storage costs $1.99 per month for each 100 GB block, or 20% less if you pay annually.',
    reply: ok(
      c(
        'Extra storage costs $1.99 per month for each 100 GB block.',
        'supported',
        'EXTRA STORAGE IS SOLD IN 100 GB BLOCKS AT $1.99 PER MONTH EACH',
      ),
      c('Paying annually gives a 20% discount.', 'supported', 'annual billing gives a 20% discount'),
    ),
  },
  {
    id: 'puppy-ranges',
    domain: 'veterinary',
    style: 'en-dash ranges in the answer, "6 to 8" in the context',
    question: 'When should my puppy get vaccinated?',
    context:
      'Puppies should receive their first vaccinations at 6 to 8 weeks of age, followed by boosters every 3 to 4 weeks until 16 weeks. Rabies vaccine is given at 12 to 16 weeks.',
    answer:
      'Your puppy should get its first shots at 6–8 weeks, then boosters every 3–4 weeks until 16 weeks. The rabies shot is given at 12–16 weeks.',
    reply: ok(
      c('The puppy should get its first shots at 6–8 weeks.', 'supported', 'first vaccinations at 6 to 8 weeks of age'),
      c(
        'The puppy should get boosters every 3–4 weeks until 16 weeks.',
        'supported',
        'followed by boosters every 3 to 4 weeks until 16 weeks',
      ),
      c('The rabies shot is given at 12–16 weeks.', 'supported', 'Rabies vaccine is given at 12 to 16 weeks.'),
    ),
  },
  {
    id: 'car-rental-mixed',
    domain: 'car rental',
    style: 'five claims mixing supported, contradicted and unsupported',
    question: 'What do I need to rent a car?',
    context:
      "Drivers must be at least 21 years old and hold a full driving licence for at least one year. A credit card in the driver's name is required for the deposit. Drivers under 25 pay a young driver fee of $15 per day.",
    answer:
      'You need to be at least 18, have held a full licence for a year, and bring a credit card in your name for the deposit. Drivers under 25 pay an extra $15 a day. An international driving permit is also required.',
    reply: ok(
      c('The driver must be at least 18.', 'contradicted', 'Drivers must be at least 21 years old'),
      c(
        'The driver must have held a full licence for a year.',
        'supported',
        'hold a full driving licence for at least one year',
      ),
      c(
        'The driver must bring a credit card in their name for the deposit.',
        'supported',
        "A credit card in the driver's name is required for the deposit.",
      ),
      c(
        'Drivers under 25 pay an extra $15 a day.',
        'supported',
        'Drivers under 25 pay a young driver fee of $15 per day.',
      ),
      c(
        'An international driving permit is required.',
        'unsupported',
        'The context does not mention an international driving permit.',
      ),
    ),
  },
  {
    id: 'museum-emoji',
    domain: 'culture',
    style: 'an answer with an emoji and "Nope —", evidence ending in "..."',
    question: 'Is the museum open on Mondays?',
    context:
      'The museum is open Tuesday to Sunday, 10:00–18:00. It is closed on Mondays except public holidays. Entry is free on the first Sunday of each month.',
    answer:
      "Nope — the museum is closed on Mondays (unless it's a public holiday). It's open Tuesday–Sunday, 10am to 6pm! 😊",
    reply: ok(
      c(
        'The museum is closed on Mondays unless it is a public holiday.',
        'supported',
        'It is closed on Mondays except public holidays...',
      ),
      c(
        'The museum is open Tuesday to Sunday from 10am to 6pm.',
        'supported',
        'The museum is open Tuesday to Sunday, 10:00–18:00.',
      ),
    ),
  },
  {
    id: 'cancel-partial-decline',
    domain: 'subscriptions',
    style: 'an answer that declines one part ("the documents don\'t say") and answers another',
    question: 'How do I cancel and do I get money back?',
    context:
      'You can cancel anytime from Settings > Billing. Cancellation takes effect at the end of the current billing period.',
    answer:
      "You can cancel anytime in Settings > Billing, and it takes effect at the end of your billing period. The documents don't say whether you get a refund.",
    reply: ok(
      c(
        'The subscription can be cancelled anytime in Settings > Billing.',
        'supported',
        'You can cancel anytime from Settings > Billing.',
      ),
      c(
        'Cancellation takes effect at the end of the billing period.',
        'supported',
        'Cancellation takes effect at the end of the current billing period.',
      ),
    ),
  },
  {
    id: 'refill-split',
    domain: 'pharmacy',
    style: 'an "or" split into two claims, "it" resolved to "the prescription"',
    question: 'Can I refill my prescription online?',
    context:
      'Prescriptions can be refilled online or through the app. Refills are usually ready for pickup within 24 hours. Controlled medications must be refilled in person.',
    answer:
      "Yes, you can refill it online or in the app, and it's usually ready within 24 hours. Controlled medications have to be refilled in person though.",
    reply: ok(
      c(
        'The prescription can be refilled online.',
        'supported',
        'Prescriptions can be refilled online or through the app.',
      ),
      c('The prescription can be refilled in the app.', 'supported', 'refilled online or through the app'),
      c(
        'The refill is usually ready within 24 hours.',
        'supported',
        'Refills are usually ready for pickup within 24 hours.',
      ),
      c(
        'Controlled medications have to be refilled in person.',
        'supported',
        'Controlled medications must be refilled in person.',
      ),
    ),
  },
  {
    id: 'electronics-two-words',
    domain: 'retail',
    style: 'a two-word answer; the claim restores the subject from the question',
    question: "What's the return window for electronics?",
    context: 'Electronics can be returned within 15 days of delivery. All other items have a 30-day return window.',
    answer: '15 days.',
    reply: ok(c('The return window for electronics is 15 days.', 'supported', 'within 15 days')),
  },
  {
    id: 'parking-citations',
    domain: 'facilities',
    style: 'an answer with [1] citations and a Sources line, chunk markers in the context',
    question: 'Who can use the parking garage?',
    context:
      '[doc_7] The parking garage is available to employees with a valid badge. Visitors must park in Lot B.\n[doc_8] The garage closes at 10 pm.',
    answer:
      'Employees with a valid badge can use the garage [1]; visitors have to park in Lot B [1]. It closes at 10 pm [2].\n\nSources: [1] doc_7, [2] doc_8',
    reply: ok(
      c(
        'Employees with a valid badge can use the parking garage.',
        'supported',
        'The parking garage is available to employees with a valid badge.',
      ),
      c('Visitors have to park in Lot B.', 'supported', 'Visitors must park in Lot B.'),
      c('The garage closes at 10 pm.', 'supported', 'The garage closes at 10 pm.'),
    ),
  },
  {
    id: 'curly-quotes-evidence',
    domain: 'shipping',
    style: 'typographic quotes and apostrophes in the evidence, straight ones in the context',
    question: 'Do you ship to PO boxes?',
    context:
      "We don't ship to PO boxes. Orders to APO/FPO addresses take 10-15 business days. Express shipping isn't available for APO/FPO addresses.",
    answer: "No, PO boxes aren't supported. APO/FPO orders take 10-15 business days and can't use express shipping.",
    reply: ok(
      c('PO boxes are not supported for shipping.', 'supported', '“We don’t ship to PO boxes.”'),
      c(
        'APO/FPO orders take 10-15 business days.',
        'supported',
        'Orders to APO/FPO addresses take 10–15 business days',
      ),
      c(
        'APO/FPO orders cannot use express shipping.',
        'supported',
        'Express shipping isn’t available for APO/FPO addresses.',
      ),
    ),
  },
  {
    id: 'refund-evidence-word-dropped',
    domain: 'retail',
    style: 'evidence with an article and a possessive dropped, an e-mail address',
    question: 'How do I ask for a refund?',
    context:
      'Customers must request a refund within 7 days of delivery by emailing support@shop.example with their order number.',
    answer: 'Email support@shop.example with your order number within 7 days of delivery to request a refund.',
    reply: ok(
      c(
        'Refunds must be requested within 7 days of delivery.',
        'supported',
        'customers must request refund within 7 days of delivery',
      ),
      c(
        'Refund requests are made by emailing support@shop.example with the order number.',
        'supported',
        'by emailing support@shop.example with order number',
      ),
    ),
  },
  {
    id: 'expenses-evidence-inflected',
    domain: 'finance',
    style: 'evidence with a plural made singular and an article dropped',
    question: 'What is the deadline for expense reports?',
    context: 'Expense reports must be submitted within 30 days of the purchase, with receipts attached.',
    answer: 'Submit expense reports within 30 days of purchase and attach the receipts.',
    reply: ok(
      c(
        'Expense reports must be submitted within 30 days of purchase.',
        'supported',
        'Expense report must be submitted within 30 days of purchase',
      ),
      c('Receipts must be attached to expense reports.', 'supported', 'with receipt attached'),
    ),
  },
  {
    id: 'logs-evidence-word-added',
    domain: 'software',
    style: 'evidence with a word added ("the logs") and a pronoun kept ("them")',
    question: 'How long are logs kept?',
    context: 'The free tier keeps logs for 7 days; paid plans keep them for 90 days.',
    answer: 'Logs are kept for 7 days on the free tier and 90 days on paid plans.',
    reply: ok(
      c('The free tier keeps logs for 7 days.', 'supported', 'The free tier keeps the logs for 7 days'),
      c('Paid plans keep logs for 90 days.', 'supported', 'paid plans keep them for 90 days'),
    ),
  },
];
