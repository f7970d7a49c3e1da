import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 8, English: what a decline is read together with. The grammar sees the decline; a sentence
// before or after it was read as a claim about the question. Each class below was written before its rule, in
// domains of our own (a dental practice, a zoo, a pottery studio, a bowling alley, an escape room, a coworking space,
// a plant nursery, a tattoo studio, a ski school, a bakery), beside near misses that must keep their kind.

// `BRAND_EXCLAMATION`: the chatty opener or closer of a branded bot: praise for the question, empathy, eagerness,
// a look at what was searched, "here's what we found", "just let us know". None says anything about the question; a
// "we" sentence that states a fact of the world ("we open at 9", "we don't take cheques") still does.
const BRAND_EXCLAMATION: KindTable = {
  en: [
    ["What a lovely plan! 🦒 Sadly, our visitor guide doesn't mention feeding times for the giraffes.", 'refusal'],
    ["Oh, great one! 🎳 Unfortunately, we don't have any details on league nights in the info we have.", 'refusal'],
    [
      "We totally understand why you'd ask! 🌱 There's no information on frost-proof pots in our plant care notes.",
      'refusal',
    ],
    [
      "We'd love to help you get inked! ✨ I'm afraid our studio info doesn't cover cover-up work. Just let us know!",
      'refusal',
    ],
    [
      "Hmm, we've had a good look, but the escape room info we have says nothing about wheelchair access. 🔐",
      'refusal',
    ],
    [
      "Thanks for asking! 🦷 Here's what we found:\n- Whitening for teenagers: not mentioned in our documents\n- Sedation: no information available",
      'refusal',
    ],
    ['What a lovely plan! 🦒 Giraffe feeding is at 2pm every day.', 'answer'],
    ["Great question! 🎳 We don't run league nights on Sundays.", 'answer'],
    ["Oh, good one! 🥐 We bake sourdough every morning, but our menu doesn't say whether it's vegan.", 'partial'],
    [
      "Thanks for asking! 🦷 Here's what we found:\n- Whitening for under-18s: not offered\n- Sedation: not mentioned in our documents",
      'partial',
    ],
  ],
};

// `SOURCE_CONTENTS`: what the sources DO contain, said before or after the decline ("The price list covers X and Y,
// but it says nothing about Z", "Our guide only gives the opening hours"): the subject is the source and the verb one
// of containing or treating a topic, so the sentence describes the material, not the asked thing. A source that
// gives a value ("the price list gives £40 a lesson") or reports a fact with "that" still answers.
const SOURCE_CONTENTS: KindTable = {
  en: [
    [
      "Unfortunately, I don't know. The ski school's brochure covers group lessons and equipment hire, but it says nothing about private lessons for toddlers.",
      'refusal',
    ],
    [
      "It's unclear from the documents whether the glazes are food-safe. The studio's class page lists the kilns and the course dates in general terms but doesn't go into glazes.",
      'refusal',
    ],
    [
      "Our membership guide only covers the hot-desk plans and the meeting-room rules, so we can't say whether pets are allowed in the coworking space.",
      'refusal',
    ],
    [
      "I looked through the aftercare sheet and the booking terms. They cover how to clean a new tattoo and how deposits work, but I don't see anything about touch-up fees.",
      'refusal',
    ],
    [
      "Based on the information provided, the maximum group size is not stated. The escape room's documents focus on the themes and the booking policy, and none of them address group limits.",
      'refusal',
    ],
    [
      "The ski school's brochure gives a price of £40 per lesson, but it says nothing about private lessons for toddlers.",
      'partial',
    ],
    [
      "The studio's class page says that glazes are food-safe once fired, but it doesn't mention the kiln temperature.",
      'partial',
    ],
    // A policy, a menu or "it" (the place) holding something is the world, not the material.
    ["The policy covers theft, but I can't say whether water damage is included.", 'partial'],
    ["The bakery's menu includes a vegan loaf, but I don't know if it is gluten-free.", 'partial'],
    ["It covers water damage, but the documents don't say anything about theft.", 'partial'],
  ],
};

// `OTHERS_CAN_HELP`: after a decline, someone else named as able to settle it ("our groomers can give you a quote in
// the salon", "the bakery counter on 020 7946 0018 can confirm it for you") or an offer to look further once told
// more ("I can then check whether the schedule says more"), and a list opener with nothing before its items ("You
// might want to:"). A "we"/"our" sentence with a value still claims.
const OTHERS_CAN_HELP: KindTable = {
  en: [
    [
      "Cake tasting for weddings isn't something our info covers, sorry. Could you tell us the date? Then our bakers can give you a quote in the shop.",
      'refusal',
    ],
    [
      "Our zoo guide doesn't go into keeper talks. The visitor desk on 020 7946 0018 can confirm it for you.",
      'refusal',
    ],
    [
      "I don't seem to have any details on night skiing for beginners. Which week are you thinking of? I can then check whether the course calendar says anything more.",
      'refusal',
    ],
    [
      "The nursery's notes don't mention whether they deliver compost.\n\nYou might want to:\n- Ask at the till\n- Phone the garden centre",
      'refusal',
    ],
    ["Our notes don't say whether they deliver compost. Our drivers can carry 40 bags per trip.", 'partial'],
  ],
};

kindsInEachLanguage('round 8: brand exclamations around a decline', BRAND_EXCLAMATION);
kindsInEachLanguage('round 8: what the sources do contain, beside a decline', SOURCE_CONTENTS);
kindsInEachLanguage('round 8: someone else can settle it, after a decline', OTHERS_CAN_HELP);

// `NOT_SOMETHING_I_CAN`: the question as subject of "is not something I can determine / tell / confirm": the negation
// sits on the copula, the modal of the relative is positive. A verb of permission or of doing ("not something we can
// allow") states a policy.
const NOT_SOMETHING_I_CAN: KindTable = {
  en: [
    [
      "Whether the bowling alley has bumpers for toddlers isn't something I can determine from the excerpts I have.",
      'refusal',
    ],
    ['The exact opening date of the new aquarium tunnel is not something we can confirm from our notes.', 'refusal'],
    ["Whether the pottery kiln is gas or electric isn't something I'm able to tell from the class page.", 'refusal'],
    ["Bringing your own food into the escape room isn't something we can allow.", 'answer'],
    ['Same-day fillings are not something we can do on Saturdays.', 'answer'],
  ],
};

// `WHETHER_HOWEVER`: a whether-clause as subject, cut from its predicate by a parenthetical "however" / "though"
// ("Whether dogs are allowed, however, isn't specified"). A whether-clause is no sentence on its own, so the two
// halves are one clause. Two full clauses around "however" stay two.
const WHETHER_HOWEVER: KindTable = {
  en: [
    ['Lessons start at 9am. Whether helmets are included, however, is not specified.', 'partial'],
    ["Whether the tattoo studio takes walk-ins, though, isn't mentioned in the documents.", 'refusal'],
    ['The bakery opens at 7. Whether it sells gluten-free bread, unfortunately, is not stated anywhere.', 'partial'],
    ['Lessons start at 9am, however, helmets are not included.', 'answer'],
  ],
};

kindsInEachLanguage('round 8: the question is not something I can know', NOT_SOMETHING_I_CAN);
kindsInEachLanguage('round 8: a whether-clause cut by "however"', WHETHER_HOWEVER);
