import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 7, English: shapes of a decline the grammar did not read, written before the rules for them
// in domains of our own (a public library, a beekeeping club, a coach company, camera rental, a community radio
// station, a tyre fitter, a tea shop, a botanical garden, a kite shop), each beside near misses of the same shape that
// must keep their kind.

// `NOT_SOMETHING`: the question made the subject of a copula whose complement is "something / a question" with a
// relative clause that declines ("X is not something I have information on", "X is a question I cannot settle with
// the documents", "X is not something the guide addresses"): the relative's object is the question itself, so the
// sentence declines whatever the verb. A named document with a verb of the world ("not something the agreement
// covers") or the assistant with a verb of policy ("something we cannot waive") still states a fact.
const NOT_SOMETHING: KindTable = {
  en: [
    ["Late returns of interlibrary loans aren't something I have information on.", 'refusal'],
    ["I'm afraid that's not something I have any details on.", 'refusal'],
    ["Group discounts for school trips are not something the coach company's booking guide addresses.", 'refusal'],
    ["Whether the hives can be visited in winter is a question I can't settle with the club's handbook.", 'refusal'],
    ['Honestly, no idea. Lens insurance is not something I have details on.', 'refusal'],
    ['Water damage is not something the rental agreement covers.', 'answer'],
    ['Smoking on board is not something we allow.', 'answer'],
    ["Late fees are something we can't waive.", 'answer'],
  ],
};

// `NOBODY_SAYS`: a negative quantifier as the subject of a verb of saying or of turning up in a search: "neither one /
// none of them" after the documents were named ("I read X and Y. Neither of them mentions ..."), "nothing about X
// turned up (in what I searched)". The same quantifier with a verb of having, or "nothing came up" in a place that is
// no source (an inspection), states a fact.
const NOBODY_SAYS: KindTable = {
  en: [
    [
      "I checked the library's loan rules and the events calendar, and neither one says a word about e-book limits.",
      'refusal',
    ],
    ['I read the club newsletter and the membership form. Neither of them mentions honey sales.', 'refusal'],
    ['Nothing about night departures turned up in what I searched.', 'refusal'],
    ['Nothing on lens cleaning came up in the rental documents.', 'refusal'],
    ['Nothing about call-in shows turned up. I can help with:\n- the programme schedule\n- volunteering', 'refusal'],
    ['Neither of the coaches has a toilet on board.', 'answer'],
    ['Nothing came up in the hive inspection last week.', 'answer'],
    ['None of them include a tripod.', 'answer'],
  ],
};

// `CAME_UP_EMPTY`: a search narrated and then declared fruitless in the same clause ("I searched X and came up empty",
// "... and drew a blank on Y"). "Came up with" a plan is no search.
const CAME_UP_EMPTY: KindTable = {
  en: [
    ['I searched the rental catalogue for underwater housings and came up empty.', 'refusal'],
    ["I looked through the station's programme guide and drew a blank on call-in shows.", 'refusal'],
    ['We went through the tyre price list and came up empty-handed, sorry.', 'refusal'],
    ['We came up with a new timetable for the winter.', 'answer'],
    ['I searched the catalogue: the body rents for £45 a day.', 'answer'],
  ],
};

// `WHERE_TO_TURN`: after a decline, a desk or office said to be able to help or confirm (bare, with its telephone
// number in the middle), an offer that hangs on the user's answer ("I might be able to help with that"), a rephrase
// suggestion whose quoted example holds a number. None of them answers; an opening time of the desk does.
const WHERE_TO_TURN: KindTable = {
  en: [
    ["I don't have the library's fines policy. The front desk can help.", 'refusal'],
    ["Sorry, I couldn't find that. The booking office on 0161 496 0321 should be able to confirm.", 'refusal'],
    [
      "I'm not sure about tyre storage. Could you tell me which branch you mean? I might be able to help with that.",
      'refusal',
    ],
    [
      "I couldn't find anything on next year's programme. Try asking another way, for example 'autumn 2027 schedule'.",
      'refusal',
    ],
    ["I don't know the fines. The front desk opens at 9 am.", 'partial'],
    ["We don't have the winter catalogue in stock yet.", 'answer'],
    ["I can't find the price for tyre storage. Winter tyres cost £80 each.", 'partial'],
    ["I don't know that, sorry. You can always ring us and we'll find out.", 'refusal'],
    ["I'm not sure about the deposit. Just phone the office.", 'refusal'],
    ["I don't have that detail. Pop into the shop and ask.", 'refusal'],
    ["I don't know the deposit. You can always ring us on weekdays before 5 pm.", 'partial'],
    ["I don't know about parking. The shop is closed on Sundays.", 'partial'],
  ],
};

// `NEGATION_SCOPE`: "let alone X" / "much less X" carries the negation before it to a second object; the sentence is
// read as if that object were not there, so a decline stays one and a world negative stays a fact.
const NEGATION_SCOPE: KindTable = {
  en: [
    ["There's no mention of swarms, let alone swarm collection, in the club's notes.", 'refusal'],
    ["I couldn't find anything on kite repairs, much less prices for them, in the documents I have.", 'refusal'],
    ['There is no mention of loose-leaf tea, let alone samples, in the shop information I was given.', 'refusal'],
    ["Dogs aren't allowed in the library, let alone cats.", 'answer'],
  ],
};

// `SOURCE_REACH`: the sources the assistant can search, named by what it can do with them ("the guides I can
// search"), are its sources; a reason clause saying the sources only cover something else ("since the timetable
// only lists weekdays, I can't tell you ...") makes the sentence a decline; a topic before a colon ("Parking: there is
// no information on this in the documents") does not make the decline after it a claim.
const SOURCE_REACH: KindTable = {
  en: [
    ["Tyre storage isn't covered in the guides I can search.", 'refusal'],
    [
      "Since the timetable only lists weekday departures, I can't tell you whether the coach runs on Sundays.",
      'refusal',
    ],
    ["Because the club notes only talk about spring meetings, I don't know if there's a winter session.", 'refusal'],
    ["Parking at the botanical garden: there's no information on this in the documents I have.", 'refusal'],
    ["Membership fees: I don't have any details on those.", 'refusal'],
    ["Hmm, that one's beyond me, I'm afraid.", 'refusal'],
    ["The tea shop's product list doesn't say anything about gluten-free blends.", 'refusal'],
    ['Tyre storage is not covered by the warranty.', 'answer'],
    ["Since the coach only runs on weekdays, we don't operate on Sundays.", 'answer'],
    ['Parking: there is no car park, but the street is free after 6 pm.', 'answer'],
    ["That one's the cheapest kite we sell.", 'answer'],
    ['The product list includes 40 teas.', 'answer'],
  ],
};

// `WHAT_I_HAVE`: the sources named in other ways: a possessive before a source noun ("the kite shop's info"), a free
// relative ("what I have", "what I was given") as the place where nothing is covered, a whether-clause (the question
// itself) that a named document does not cover, and a sentence saying the sources only deal with something else
// next to a decline. The same frames about the world ("the warranty only covers the frame", a price) keep their kind.
const WHAT_I_HAVE: KindTable = {
  en: [
    ["Hmm, the kite shop's info doesn't say anything about repairs, I'm afraid.", 'refusal'],
    ["Night tours of the garden aren't covered in what I have.", 'refusal'],
    ['Whether the station takes student volunteers is not something the volunteer handbook covers.', 'refusal'],
    [
      "The library's documents only deal with adult memberships, so I can't tell you about children's cards.",
      'refusal',
    ],
    ["I can't say whether the mugs are dishwasher-safe. The tea shop's notes only talk about the teas.", 'refusal'],
    ['Water damage is not something the camera rental agreement covers.', 'answer'],
    ["I don't know about the strap. The warranty only covers the frame for 2 years.", 'partial'],
    ['The kite shop only sells kites for adults.', 'answer'],
  ],
};

// `SIGN_OFF`: a chatty assistant closes with an emoji or a sign on its own after the sentence end; a clause with no
// letter and no digit says nothing in any language, so the decline stays whole. A fact before or after it keeps its
// kind. And "nothing there / here" pointing back at the sources the answer just named, with a verb of saying.
const SIGN_OFF: KindTable = {
  en: [
    ["Sorry, we don't have that information on hand right now! Drop us a line and we'll help. 🪁", 'refusal'],
    ["I don't know that one, sorry! 🙏🙂", 'refusal'],
    [
      'What I can see in the sources: the garden opens at 9 am. Nothing there addresses guided tours for schools.',
      'partial',
    ],
    ['The sources list the tea blends we sell. Nothing here mentions caffeine content.', 'refusal'],
    ['The kite costs £20. 🙂', 'answer'],
    ["Sorry, I don't know the strap price. 🙂 The kite costs £20.", 'partial'],
  ],
  es: [
    ['Lo siento, no tengo esa información. 😊', 'refusal'],
    ['La cometa cuesta 20 €. 😊', 'answer'],
  ],
  de: [['Das weiß ich leider nicht. 🙈', 'refusal']],
  fr: [["Désolé, je n'ai pas cette information. 🙏", 'refusal']],
};

// `CHATTY_SOURCES`: the chatty assistant's own sources: "nothing on that in our guides", "my notes", hedged silence
// ("a bit quiet on it"), what is absent from the materials. The company's stock or policy in the same words ("we
// don't have anything for under-fives", "our guides are quiet on weekdays") stays a claim.
const CHATTY_SOURCES: KindTable = {
  en: [
    ["We don't seem to have anything on that in our guides yet. Sorry! Anything else we can help with?", 'refusal'],
    ["Sorry, that one's not in my notes!", 'refusal'],
    ["That's a great question, but our docs are a bit quiet on it.", 'refusal'],
    ['Regrettably, details about the late-night service are absent from the materials.', 'refusal'],
    ["We don't have anything for under-fives at the moment.", 'answer'],
    ['Our tour guides are a bit quiet on weekdays.', 'answer'],
    ['The strap is missing from the kit.', 'answer'],
  ],
};

// `COVERAGE_FIRST`: a careful assistant lists what the sources do cover, then says the asked topic is not among
// them and declines: the header and its items are topics, not claims, and "X isn't among them" points back at the
// list. An item with a value ("rental rates from £20 a day") is a claim, and a world list ("Pets allowed: cats and
// rabbits. Dogs aren't among them.") stays an answer.
const COVERAGE_FIRST: KindTable = {
  en: [
    [
      "Here's what the documents cover:\n- rental rates\n- the deposit\n- pickup times\nDrone insurance isn't among them, so I can't say whether it's offered.",
      'refusal',
    ],
    [
      "This is what the club's notes deal with:\n- meeting dates\n- membership\nI'm afraid honey sales aren't one of them, so I don't know.",
      'refusal',
    ],
    [
      "Here's what the station's guide covers:\n- the programme\n- volunteering\nI couldn't find anything on demo tapes.",
      'refusal',
    ],
    [
      "Here's what the documents cover:\n- rental rates from £20 a day\n- the deposit\nI can't say whether drone insurance is offered.",
      'partial',
    ],
    ["Pets allowed: cats and rabbits. Dogs aren't among them.", 'answer'],
  ],
};

kindsInEachLanguage('a pseudo-cleft whose relative declines', NOT_SOMETHING);
kindsInEachLanguage('a negative quantifier that says or turns up nothing', NOBODY_SAYS);
kindsInEachLanguage('a search declared fruitless', CAME_UP_EMPTY);
kindsInEachLanguage('where to turn after a decline', WHERE_TO_TURN);
kindsInEachLanguage('a negation carried on by let alone', NEGATION_SCOPE);
kindsInEachLanguage('what the sources reach', SOURCE_REACH);
kindsInEachLanguage('the sources named in other ways', WHAT_I_HAVE);
kindsInEachLanguage('a sign-off without words', SIGN_OFF);
kindsInEachLanguage("a chatty assistant's own sources", CHATTY_SOURCES);
kindsInEachLanguage('what the sources cover, first', COVERAGE_FIRST);
