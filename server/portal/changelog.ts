/** One version's release notes: its name, date and the changes as short Swedish lines. */
interface Release {
  version: string;
  name: string;
  date: string;
  intro: string;
  sections: { title: string; items: string[] }[];
}

// The console's release notes, newest first (shell.md 2.8: versions 2.0 … 3.1). Kept as data and
// rendered to HTML on request, so every version's page has the same structure.
export const RELEASES: readonly Release[] = [
  {
    version: '3.1',
    name: 'Busy Bear',
    date: '2026-05-04',
    intro:
      'Version 3.1 är byggd för högsäsongen: snabbare sökning, ett kommandofönster för tangentbordet och stöd för flera kassor samtidigt.',
    sections: [
      {
        title: 'Nytt',
        items: [
          'Kommandofönstret (ctrl + K) hittar bokningar, kunder, platser och produkter och kör vanliga åtgärder direkt från tangentbordet.',
          'Den globala sökningen (ctrl + F) visar en förhandsvisning: bokningen med dess grupp, kundens senaste bokningar, vem som står på platsen just nu och produktens försäljning de senaste 24 månaderna.',
          'Sök på telefonnummer med eller utan landskod, på organisationsnummer och på ort.',
          'Utkast till bokningar visas med nedräkning i verktygsfältet och kan släppas direkt, så att platsen blir ledig igen.',
        ],
      },
      {
        title: 'Förbättrat',
        items: [
          'Sökningen är mycket snabbare på stora anläggningar med många års bokningar.',
          'Pågående och kommande bokningar visas före gamla i sökresultaten.',
          'Kassan fungerar med flera arbetsstationer samtidigt utan att kvittoserierna krockar.',
        ],
      },
      {
        title: 'Rättat',
        items: [
          'Namn med å, ä och ö hittas nu oavsett om de skrivs med stor eller liten bokstav.',
          'Dashboardkort som flyttades i redigeringsläget kunde hamna på fel rad efter omladdning.',
        ],
      },
    ],
  },
  {
    version: '3.0',
    name: 'Alert Elk',
    date: '2025-11-17',
    intro:
      'Version 3.0 är en ny grund för programmet: det kan installeras som app, fungerar bättre på surfplatta och håller sig uppdaterat av sig självt.',
    sections: [
      {
        title: 'Nytt',
        items: [
          'Programmet kan installeras som app på datorn och surfplattan.',
          'Nytt utseende med meny som kan fällas ihop, och en användarmeny med nyheter, bokningsvillkor och utloggning.',
          'Dashboard med kort för beläggning, intäkter, väder, nationaliteter och in- och utcheckningar. Egna dashboards kan skapas och ordnas om.',
          'Låsskärm när anslutningen bryts: logga in igen utan att tappa det du höll på med.',
        ],
      },
      {
        title: 'Förbättrat',
        items: [
          'Programmet uppdaterar sig självt när en ny version finns och säger till när en uppdatering krävs.',
          'Tydligare besked när datorn är offline eller servern inte svarar.',
        ],
      },
    ],
  },
  {
    version: '2.2',
    name: 'Calm Capercaillie',
    date: '2025-04-22',
    intro: 'Inför säsongsstarten: bättre stöd för säsongsgäster, avbokningar och kortterminaler.',
    sections: [
      {
        title: 'Nytt',
        items: [
          'Säsongsbokningar med eget pris per plats och kategori.',
          'Avbokning i steg med villkor, dokumentkrav och förhandsvisning av vad kunden får tillbaka.',
          'Kvitton kan skickas med e-post direkt från kassan.',
        ],
      },
      {
        title: 'Förbättrat',
        items: [
          'Kortterminalen visar terminalens text och utskrift i kassan medan betalningen pågår.',
          'Sena utcheckningar markeras på kartan.',
        ],
      },
      { title: 'Rättat', items: ['Öresavrundningen blev fel på kontantbetalningar med delbetalning via tillgodo.'] },
    ],
  },
  {
    version: '2.1',
    name: 'Patient Perch',
    date: '2024-10-07',
    intro: 'Fakturor och bankgiro på riktigt, och en karta som hänger med i vad som händer.',
    sections: [
      {
        title: 'Nytt',
        items: [
          'Kreditfakturor: kreditera hela fakturan, det som återstår eller valda rader.',
          'Bankgirofiler kan läsas in och betalningarna kopplas till rätt faktura med OCR-nummer.',
          'Passerkort (tally) kan kopplas till bokningar och tas bort vid utcheckning.',
        ],
      },
      {
        title: 'Förbättrat',
        items: [
          'Kartan uppdateras direkt när en kollega checkar in eller ut en gäst.',
          'Påminnelser kan skickas för förfallna fakturor.',
        ],
      },
    ],
  },
  {
    version: '2.0',
    name: 'First Fox',
    date: '2024-03-11',
    intro: 'Den första versionen i webbläsaren: bokningar, karta och kassa i samma program.',
    sections: [
      {
        title: 'Nytt',
        items: [
          'Bokningskalender och bokningslistor med in- och utcheckningar för dagen.',
          'Karta över campingen med platsernas status.',
          'Kassa med produkter, knapplayouter, parkerade notor och kontrollenhet.',
          'Kunder med adress, telefon och e-post, och historik över allt som ändrats.',
        ],
      },
    ],
  },
];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The release notes of `version` as HTML, or null when there are none. */
export function changelogHtml(version: string): string | null {
  const r = RELEASES.find((x) => x.version === version);
  if (!r) return null;
  const sections = r.sections
    .map((s) => `<h3>${escapeHtml(s.title)}</h3><ul>${s.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`)
    .join('');
  return `<h2>Version ${escapeHtml(r.version)} – ${escapeHtml(r.name)}</h2><p><em>Släppt ${escapeHtml(r.date)}</em></p><p>${escapeHtml(r.intro)}</p>${sections}`;
}
