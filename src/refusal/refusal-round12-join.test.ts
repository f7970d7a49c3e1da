/**
 * Refusal rules, round 12 (join): a decline and a value in one unpunctuated run. A chat app's emoji shortcode
 * (":see_no_evil:", ":shrug:") between two sentences ends the first like an emoji; a contrast or a join written
 * without a comma (a voice transcript) splits a decline from a clause that states a value, a number written as a word
 * ("vierzig", "doce", "novanta") being a value like a digit. Own sentences: near misses that give a fact and declines
 * of the same shapes that must stay declines (an emoji between a decline and a next step, a count of what was read).
 */
import { kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

kindsInEachLanguage('a decline and a value in one run', {
  en: [
    [
      "Hi @nora, I can't see anything about student discounts :see_no_evil: The museum opens at 10 on Sundays.",
      'partial',
    ],
    ['no clue about the deposit :shrug: Bikes rent for 15 € a day.', 'partial'],
    ['Not sure about gluten-free options :thinking_face: A sourdough loaf costs 4 dollars.', 'partial'],
    ["the ferry takes about forty minutes and i don't know about the car fare", 'partial'],
    ["the spin class holds twelve riders and the instructor's name isn't in my notes", 'partial'],
    ["i can't find the parking fee but the gym stays open till eleven", 'partial'],
    ["I couldn't find anything about late check-out :pensive: Best to ask the front desk.", 'refusal'],
    ["I read all twelve pages of the handbook but I couldn't find anything about pets", 'refusal'],
    ['Sorry, the brochure says nothing about the ferry timetable :ship:', 'refusal'],
    ["I don't know that one :sweat_smile: Try asking the librarian at the desk.", 'refusal'],
  ],
  de: [
    ['@jonas Zu Haustieren hab ich leider nichts gefunden :see_no_evil: Das Zimmer kostet 89 € pro Nacht.', 'partial'],
    ['Keine Ahnung wegen der Kaution :shrug: Ein Rad kostet 15 € am Tag.', 'partial'],
    ['wann der kurs anfängt weiß ich nicht aber er dauert so ungefähr neunzig minuten', 'partial'],
    ['die fähre braucht etwa vierzig minuten und zum autotarif weiß ich nichts', 'partial'],
    ['zu den parkplätzen finde ich nichts aber ein brot kostet drei euro fünfzig', 'partial'],
    ['Dazu hab ich leider nichts gefunden :pensive: Frag am besten an der Rezeption nach.', 'refusal'],
    ['ich hab alle zwölf seiten durchgeschaut und nichts zum parken gefunden', 'refusal'],
    ['zur anfahrt weiß ich leider nichts aber frag doch mal an der kasse', 'refusal'],
  ],
  es: [
    ['Sobre mascotas no encuentro nada :see_no_evil: La habitación cuesta 89 € la noche.', 'partial'],
    ['Ni idea de la fianza :shrug: Alquilar una bici cuesta 15 € al día.', 'partial'],
    ['el ferri tarda unos cuarenta minutos y lo del precio del coche no lo sé', 'partial'],
    ['en la clase caben doce personas y del profesor no tengo información', 'partial'],
    ['No he encontrado nada sobre la salida tardía :pensive: Mejor pregunta en recepción.', 'refusal'],
    ['revisé las doce páginas y no encontré nada sobre el aparcamiento', 'refusal'],
    ['el horario no lo sé :sweat_smile: Pregunta en la taquilla del puerto.', 'refusal'],
  ],
  fr: [
    ["Salut @luc, je n'ai rien trouvé sur les animaux :see_no_evil: La chambre coûte 89 € la nuit.", 'partial'],
    ['Aucune idée pour la caution :shrug: Le vélo se loue 15 € par jour.', 'partial'],
    ['le ferry met environ quarante minutes et pour le tarif voiture je ne sais pas', 'partial'],
    ["le cours accueille douze personnes et je n'ai pas d'information sur le professeur", 'partial'],
    ["Je n'ai rien trouvé sur le départ tardif :pensive: Demande plutôt à la réception.", 'refusal'],
    ["j'ai lu les douze pages et je n'ai rien trouvé sur le parking", 'refusal'],
    ['je ne sais pas et la brochure ne dit rien là-dessus', 'refusal'],
  ],
  pt: [
    ['@rita Não encontrei nada sobre animais :see_no_evil: O quarto custa 89 € por noite.', 'partial'],
    ['Não faço ideia da caução :shrug: A bicicleta custa 15 € por dia.', 'partial'],
    ['a balsa leva uns quarenta minutos e o preço do carro eu não sei', 'partial'],
    ['a turma tem doze pessoas e sobre o professor não tenho informação', 'partial'],
    ['Não achei nada sobre o check-out tardio :pensive: Melhor perguntar na recepção.', 'refusal'],
    ['li as doze páginas e não achei nada sobre o estacionamento', 'refusal'],
    ['não sei e o folheto não diz nada sobre isso', 'refusal'],
  ],
  it: [
    ['Sugli animali non ho trovato nulla :see_no_evil: La camera costa 89 € a notte.', 'partial'],
    ['Nessuna idea sulla cauzione :shrug: La bici costa 15 € al giorno.', 'partial'],
    ['quando inizia il corso non lo so però dura circa novanta minuti', 'partial'],
    ["il traghetto ci mette quaranta minuti e il prezzo per l'auto non lo so", 'partial'],
    ["il parcheggio non l'ho trovato però il pane costa tre euro", 'partial'],
    ['Non ho trovato nulla sul check-out tardivo :pensive: Meglio chiedere alla reception.', 'refusal'],
    ['ho guardato tutte e dodici le pagine e non ho trovato niente sul parcheggio', 'refusal'],
    ['non lo so però puoi chiedere in biglietteria', 'refusal'],
  ],
});
