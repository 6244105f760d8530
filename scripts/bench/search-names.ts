// Name pools for the synthetic search benchmark: Swiss (German, French, Italian, Romansh), neighbours and the
// larger foreign communities of Switzerland. Weights roughly follow frequency (common names repeat).

const list = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)

export const SURNAMES = {
  swissGerman: list(`
    Müller, Meier, Schmid, Keller, Weber, Huber, Schneider, Meyer, Steiner, Fischer, Gerber, Brunner, Baumann,
    Frei, Zimmermann, Moser, Widmer, Wyss, Graf, Roth, Suter, Baumgartner, Bachmann, Studer, Bühler, Kälin,
    Lüthi, Zürcher, Bär, Schärer, Tschudi, Hänni, Rüegg, Nägeli, Schläpfer, Käser, Gisler, Hofmann, Kunz, Marti,
    Egli, Sutter, Kaufmann, Arnold, Lehmann, Stocker, Ammann, Wenger, Hess, Bucher, Maurer, Fuchs, Berger,
    Zbinden, Küng, Schürch, Flückiger, Jäggi, Schönenberger, Grünig, Häfliger, Würgler, Stäheli, Rölli
  `),
  particles: list(`
    von Arx, von Allmen, von Gunten, von Känel, von Rotz, von Wattenwyl, de Weck, de Pury, di Stefano, De Luca,
    Dell'Acqua, D'Amico, Lo Russo, La Rosa, van der Berg, Le Roux, Al-Hassan, El Amrani, Ben Salah, de la Cruz,
    Da Costa, Dos Santos, von der Mühll, Van Damme, de Meuron
  `),
  compound: list(`
    Müller-Meier, Schmid-Keller, Weber-Huber, Favre-Rochat, García López, Fernández Ruiz, Bernasconi-Rossi,
    Steiner Frei, Martin-Dubois, Perrin-Jaquet, Sánchez Gómez, Gerber-Lüthi
  `),
  french: list(`
    Dubois, Favre, Rochat, Martin, Bernard, Girard, Bonvin, Perrin, Moret, Chevalley, Jaccard, Rey, Mottier,
    Fournier, Lefèvre, Géraud, Bérard, Pétremand, Clément, Jaquet, Rossier, Python, Pittet, Cuénod, Delèze,
    Crettenand, Fragnière, Bugnon, Maillard, Rouiller, Thévenaz
  `),
  italian: list(`
    Rossi, Bernasconi, Ferrari, Bianchi, Colombo, Romano, Esposito, Ricci, Bruno, Galli, Conti, Fontana,
    Lombardi, Moretti, Barbieri, Caruso, Ferretti, Pellegrini, Cattaneo, Bernasconi, Quadri, Guidotti,
    Pedrazzini, Rusconi, Zanetti, Bianchetti, Nicolò, Santoro
  `),
  foreign: list(`
    Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Krasniqi, Berisha, Gashi, Hoxha, Shala, Morina,
    Jovanović, Petrović, Nikolić, Horvat, Kovačević, Marković, Yılmaz, Kaya, Demir, Şahin, Çelik, Öztürk, García,
    Fernández, López, Martínez, González, Smith, Johnson, Brown, Williams, Taylor, Nguyen, Wang, Li, Zhang, Kim,
    Singh, Kumar, Haddad, Mansour, Khalil, Nasser, Ivanov, Smirnov, Kuznetsov, Popov, Sokolov, Nowak, Kowalski,
    Wiśniewski, Wójcik, Novák, Dvořák, Nagy, Tóth, Papadopoulos, Andersson, Hansen, Jensen, Johansson, O'Brien,
    MacDonald, Dubois, Schwarz, Wagner, Becker, Hoffmann, Koch
  `),
}

export const GIVEN_NAMES = {
  male: list(`
    Johann, Hans, Peter, Daniel, Thomas, Martin, Christian, Andreas, Stefan, Markus, Urs, Beat, Reto, Jürg, Ueli,
    Lukas, Michael, Marco, Luca, Giuseppe, Giovanni, Francesco, Alessandro, Matteo, Jean, Pierre, François,
    Nicolas, Jérôme, Loïc, Yannick, Cédric, Mohammed, Ahmed, Mehmet, Ali, Mustafa, Ibrahim, Aleksandr, Dmitri,
    Sergei, Vladimir, José, Carlos, João, Miguel, Luis, Jorge, Arben, Besnik, Driton, Milan, Dragan, Goran,
    Nikola, Piotr, Tomasz, Krzysztof, John, William, James, David, Robert, Richard, Wei, Jun, Raj, Arjun, Noah,
    Liam, Elias, Leon, Samuel, Gabriel, Nils, Jonas, Fabian, Simon, Rudolf, Ulrich, Walter, Werner, Ernst,
    Heinrich, Friedrich, Karl, Josef, Franz, Wilhelm, Gian-Luca, Jean-Pierre, Hans-Peter, Karl-Heinz, Anton,
    Emil, Oskar, Viktor, Xavier
  `),
  female: list(`
    Anna, Maria, Katharina, Elisabeth, Ursula, Verena, Barbara, Regula, Sandra, Nicole, Andrea, Claudia, Monika,
    Sabine, Susanne, Brigitte, Daniela, Franziska, Christine, Margrit, Sophie, Julia, Laura, Lea, Léa, Chloé,
    Camille, Céline, Hélène, Isabelle, Françoise, Giulia, Francesca, Chiara, Alessandra, Giuseppina, Caterina,
    Fatima, Aisha, Zeynep, Emine, Yasmin, Leila, Olga, Tatiana, Natalia, Svetlana, Ana, Inês, Mariana, Carmen,
    Lucía, Valentina, Elena, Jelena, Milica, Agnieszka, Katarzyna, Małgorzata, Emily, Jessica, Sarah, Emma, Mia,
    Lina, Noemi, Zoé, Anna-Lena, Marie-Claire, Anne-Sophie, Eva, Theresa, Rosa, Mei, Priya, Ayşe, Hatice, Vjosa,
    Blerta, Arta, Johanna, Margarethe, Friederike, Heidi
  `),
}

export const STREETS = list(`
    Bahnhofstrasse, Hauptstrasse, Dorfstrasse, Kirchgasse, Seestrasse, Rue du Lac, Rue de la Gare,
    Avenue de la Paix, Via Cantonale, Via San Gottardo, Schulhausstrasse, Gartenstrasse, Lindenweg, Birkenweg,
    Rosenweg, Chemin des Vignes, Route de Genève, Industriestrasse, Bergstrasse, Via Nassa
  `)
export const CITIES = list(`
    8001 Zürich, 3011 Bern, 4051 Basel, 1201 Genève, 1003 Lausanne, 6900 Lugano, 6003 Luzern, 9000 St. Gallen,
    8400 Winterthur, 2502 Biel/Bienne, 1700 Fribourg, 1950 Sion, 7000 Chur, 3600 Thun, 8200 Schaffhausen
  `).map((entry) => [entry.slice(0, 4), entry.slice(5)] as const)
export const NATIONALITIES = list(`
    Switzerland, Switzerland, Switzerland, Germany, France, Italy, Portugal, Kosovo, Serbia, Turkey, Spain,
    United Kingdom, United States, Russia, Poland, China, India, Austria
  `)
