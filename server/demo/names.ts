// First names and surnames per nationality of the campsite's guests.

export type NameCountry = 'SE' | 'DE' | 'DK' | 'NO' | 'NL' | 'FI' | 'GB' | 'FR' | 'PL' | 'IT' | 'ES';

const w = (s: string) => s.split(/\s+/).filter(Boolean);

export const GIVEN_NAMES: Record<NameCountry, string[]> = {
  SE: w(`Anna Eva Maria Karin Sara Kristina Lena Emma Kerstin Ingrid Marie Malin Jenny Hanna Linda Elin
    Annika Susanne Johanna Sofia Ida Maja Elsa Alice Astrid Wilma Ebba Lisa Helena Camilla Therese Frida
    Lars Mikael Anders Johan Erik Per Karl Peter Jan Thomas Daniel Fredrik Hans Andreas Stefan Mats
    Magnus Marcus Jonas Oskar Gustav Axel Nils Olle Hugo Lucas Liam William Viktor Björn Henrik Mattias
    Åsa Åke Göran Sören Jörgen Ylva Linnea Agnes Märta Tove Stina Ulf Bengt Leif Gunnar Sven Rolf`),
  DE: w(`Anna Julia Laura Lena Lea Sarah Katharina Sabine Petra Claudia Susanne Andrea Stefanie Nicole
    Monika Ursula Birgit Heike Jana Lisa Marie Sophie Emma Mia Hannah Lina Greta Jürgen Thomas Michael
    Andreas Stefan Christian Markus Frank Klaus Wolfgang Peter Uwe Matthias Tobias Sebastian Jan Lukas
    Felix Jonas Leon Paul Maximilian Niklas Florian Dirk Holger Ralf Jörg Günter Helmut Björn Torsten`),
  DK: w(`Mette Hanne Anne Susanne Lene Pia Camilla Louise Maria Karen Kirsten Birgitte Tina Julie Ida Freja
    Emma Sofie Clara Mathilde Laura Jens Søren Niels Lars Henrik Rasmus Anders Morten Mads Jesper Peter
    Thomas Michael Kasper Frederik Mikkel Christian Martin Jakob Magnus Oliver William Emil Victor Bo`),
  NO: w(`Anne Inger Kari Marit Ingrid Liv Eva Berit Astrid Hilde Silje Ingvild Kristin Marte Nora Emma
    Ingeborg Sofie Maja Thea Tuva Ole Lars Per Jan Kjell Knut Arne Svein Bjørn Geir Tor Terje Trond
    Håkon Eirik Sindre Magnus Henrik Jonas Sander Mathias Even Aksel Kristoffer Øyvind Ståle Jørgen`),
  NL: w(`Anna Emma Sanne Lotte Femke Eva Fleur Iris Anouk Lieke Marieke Ingrid Petra Monique Ellen Esther
    Saskia Annemiek Noor Julia Sophie Daan Sem Lucas Bram Thijs Jesse Ruben Stijn Jeroen Bas Sander
    Maarten Pieter Joost Wouter Erik Martijn Henk Kees Johan Willem Frank Rob Dirk Gijs Niels Floris`),
  FI: w(`Anna Maria Aino Helmi Emilia Sanna Päivi Tiina Minna Johanna Laura Sari Katja Juha Jari Mikko Timo
    Antti Matti Pekka Jukka Markku Ville Eero Onni Leevi Väinö Teemu Kari Heikki`),
  GB: w(`Emma Olivia Sophie Charlotte Emily Lucy Sarah Rachel Hannah Claire Helen Katie James Oliver Harry
    George Thomas William Jack Daniel Matthew David Andrew Richard Paul Mark Simon Chris`),
  FR: w(`Marie Camille Léa Manon Chloé Julie Claire Sophie Nathalie Isabelle Élodie Pierre Jean Nicolas
    Thomas Julien Antoine Louis Hugo Lucas Mathieu François Philippe Olivier`),
  PL: w(`Anna Katarzyna Agnieszka Magdalena Joanna Zofia Ewa Małgorzata Piotr Krzysztof Tomasz Paweł
    Michał Marcin Jakub Łukasz Andrzej Kamil`),
  IT: w(`Giulia Francesca Chiara Sara Valentina Martina Elena Marco Luca Andrea Matteo Alessandro Davide
    Giovanni Lorenzo Paolo`),
  ES: w(`María Lucía Carmen Laura Paula Marta Elena Javier Carlos Pablo Daniel Alejandro Diego Sergio
    Manuel Jorge`),
};

export const SURNAMES: Record<NameCountry, string[]> = {
  SE: w(`Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson
    Pettersson Jonsson Jansson Hansson Bengtsson Jönsson Lindberg Jakobsson Magnusson Olofsson
    Lindström Lindqvist Lindgren Berg Axelsson Bergström Lundberg Lind Lundgren Lundqvist Mattsson
    Berglund Fredriksson Sandberg Henriksson Forsberg Sjöberg Wallin Engström Eklund Danielsson
    Lundin Håkansson Björk Bergman Gunnarsson Holm Wikström Samuelsson Isaksson Fransson Bergqvist
    Nyström Holmberg Arvidsson Löfgren Söderberg Nyberg Blomqvist Claesson Nordström Mårtensson
    Lundström Viklund Björklund Eliasson Pålsson Berggren Sandström Lund Nordin Ström Åberg Hermansson
    Ekström Holmgren Sundberg Hedlund Dahlberg Hellström Sjögren Abrahamsson Falk Öberg Ek Strand`),
  DE: w(`Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer
    Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt
    Werner Schmitz Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber
    Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Vogel Friedrich Keller Günther Frank Berger`),
  DK: w(`Nielsen Jensen Hansen Pedersen Andersen Christensen Larsen Sørensen Rasmussen Jørgensen
    Petersen Madsen Kristensen Olsen Thomsen Christiansen Poulsen Johansen Møller Mortensen Knudsen
    Jakobsen Mikkelsen Olesen Frederiksen Laursen Henriksen Lund Schmidt Eriksen Holm Kristiansen
    Clausen Simonsen Svendsen Andreasen Iversen Jeppesen Mogensen Jacobsen`),
  NO: w(`Hansen Johansen Olsen Larsen Andersen Pedersen Nilsen Kristiansen Jensen Karlsen Johnsen
    Pettersen Eriksen Berg Haugen Hagen Johannessen Andreassen Jacobsen Dahl Jørgensen Halvorsen
    Henriksen Lund Sørensen Jakobsen Moen Gundersen Iversen Strand Solberg Svendsen Eide Knutsen
    Martinsen Paulsen Bakken Kristoffersen Mathisen Lie Amundsen Nguyen Rasmussen Ali Lunde Solheim`),
  NL: w(`de Jong Jansen de Vries van den Berg van Dijk Bakker Janssen Visser Smit Meijer de Boer Mulder
    de Groot Bos Vos Peters Hendriks van Leeuwen Dekker Brouwer de Wit Dijkstra Smits de Graaf van der Meer
    van der Linden Kok Jacobs de Haan Vermeulen van den Heuvel van der Veen van den Broek de Bruijn
    de Bruin van der Heijden Schouten van Beek Willems van Vliet van de Ven Hoekstra Maas Verhoeven`),
  FI: w(`Korhonen Virtanen Mäkinen Nieminen Mäkelä Hämäläinen Laine Heikkinen Koskinen Järvinen Lehtonen
    Lehtinen Saarinen Salminen Heinonen Niemi Heikkilä Kinnunen Salonen Turunen`),
  GB: w(`Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas Johnson Roberts Robinson Thompson
    Wright Walker White Edwards Hughes Green Hall Wood Harris Lewis Martin Jackson Clarke`),
  FR: w(`Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre
    Michel Garcia David Bertrand Roux Vincent Fournier`),
  PL: w(`Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak
    Dąbrowski Kozłowski Jankowski Mazur`),
  IT: w(`Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Costa`),
  ES: w(`García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz
    Hernández Díaz Moreno`),
};

// Dutch surnames with particles were split by the whitespace parser above; rebuild them.
SURNAMES.NL = rejoinParticles(SURNAMES.NL);

function rejoinParticles(words: string[]): string[] {
  const particles = new Set(['de', 'van', 'den', 'der']);
  const out: string[] = [];
  let prefix = '';
  for (const word of words) {
    if (particles.has(word)) prefix += word + ' ';
    else {
      out.push(prefix + word);
      prefix = '';
    }
  }
  return out;
}

/** Polish and some other masculine surnames take a feminine form; good enough to keep it simple. */
export const FEMALE_FORMS: Record<string, string> = { Kowalski: 'Kowalska', Wiśniewski: 'Wiśniewska' };

/** Swedish families a group booking can be named after ('Familjen Berg'). */
export const FAMILY_GROUP_SURNAMES = w(`Berg Lind Holm Ek Strand Björk Falk Lund Nyberg Sjöberg Åberg Wallin Forsberg`);

/** Organisations that book for their staff, teams or members. */
export const ORGANISATIONS: { name: string; kind: 'company' | 'club' }[] = [
  { name: 'Bygg & Montage i Småland AB', kind: 'company' },
  { name: 'Nordisk Elinstallation AB', kind: 'company' },
  { name: 'Vägteknik Syd AB', kind: 'company' },
  { name: 'Kalmar Rörservice AB', kind: 'company' },
  { name: 'Sjöviks Fiske & Fritid AB', kind: 'company' },
  { name: 'Ljungby Transport AB', kind: 'company' },
  { name: 'Mälardalens Mark & Betong AB', kind: 'company' },
  { name: 'Vetlanda Plåtslageri AB', kind: 'company' },
  { name: 'Sydsvenska Kranar AB', kind: 'company' },
  { name: 'Grön Energi Montage AB', kind: 'company' },
  { name: 'Fiber Norr Installation AB', kind: 'company' },
  { name: 'Öresunds Konsult AB', kind: 'company' },
  { name: 'Västkustens Festbyrå AB', kind: 'company' },
  { name: 'Tranås Målericentral AB', kind: 'company' },
  { name: 'Hallands Taktäckning AB', kind: 'company' },
  { name: 'IFK Värnamo P12', kind: 'club' },
  { name: 'Scoutkåren Tranan', kind: 'club' },
  { name: 'Husvagnsklubben Öst', kind: 'club' },
  { name: 'Jönköpings Kanotklubb', kind: 'club' },
  { name: 'Växjö Innebandy F13', kind: 'club' },
  { name: 'Friluftsfrämjandet Borås', kind: 'club' },
  { name: 'Motorhomeklubben Sverige', kind: 'club' },
  { name: 'Lunds Studentkör', kind: 'club' },
  { name: 'Skånes Veteranbilsklubb', kind: 'club' },
  { name: 'Hjo Seglarsällskap', kind: 'club' },
  { name: 'Norrköpings Fotbollsskola', kind: 'club' },
  { name: 'Pensionärsföreningen Linden', kind: 'club' },
  { name: 'Göteborgs Orienteringsklubb', kind: 'club' },
  { name: 'Kyrkans Ungdom Alvesta', kind: 'club' },
  { name: 'Kalmar Dansförening', kind: 'club' },
];
