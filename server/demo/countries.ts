// Countries with ISO 3166-1 numeric ids, Swedish names and dialling codes.

export interface CountryRow {
  id: number;
  isoCode: string;
  name: string;
  diallingCode: string;
  isCommon: boolean;
  defaultLanguage: string;
}

const c = (
  id: number,
  isoCode: string,
  name: string,
  diallingCode: string,
  defaultLanguage: string,
  isCommon = false,
): CountryRow => ({ id, isoCode, name, diallingCode, isCommon, defaultLanguage });

export const COUNTRIES: CountryRow[] = [
  c(752, 'SE', 'Sverige', '46', 'sv', true),
  c(578, 'NO', 'Norge', '47', 'nb', true),
  c(208, 'DK', 'Danmark', '45', 'da', true),
  c(246, 'FI', 'Finland', '358', 'fi', true),
  c(276, 'DE', 'Tyskland', '49', 'de', true),
  c(528, 'NL', 'Nederländerna', '31', 'nl', true),
  c(826, 'GB', 'Storbritannien', '44', 'en', true),
  c(352, 'IS', 'Island', '354', 'en'),
  c(756, 'CH', 'Schweiz', '41', 'de'),
  c(40, 'AT', 'Österrike', '43', 'de'),
  c(56, 'BE', 'Belgien', '32', 'nl'),
  c(442, 'LU', 'Luxemburg', '352', 'fr'),
  c(250, 'FR', 'Frankrike', '33', 'fr'),
  c(616, 'PL', 'Polen', '48', 'en'),
  c(203, 'CZ', 'Tjeckien', '420', 'en'),
  c(380, 'IT', 'Italien', '39', 'en'),
  c(724, 'ES', 'Spanien', '34', 'en'),
  c(620, 'PT', 'Portugal', '351', 'en'),
  c(372, 'IE', 'Irland', '353', 'en'),
  c(233, 'EE', 'Estland', '372', 'en'),
  c(428, 'LV', 'Lettland', '371', 'en'),
  c(440, 'LT', 'Litauen', '370', 'en'),
  c(348, 'HU', 'Ungern', '36', 'en'),
  c(705, 'SI', 'Slovenien', '386', 'en'),
  c(300, 'GR', 'Grekland', '30', 'en'),
  c(840, 'US', 'USA', '1', 'en'),
  c(124, 'CA', 'Kanada', '1', 'en'),
  c(36, 'AU', 'Australien', '61', 'en'),
  c(392, 'JP', 'Japan', '81', 'en'),
  c(792, 'TR', 'Turkiet', '90', 'en'),
  c(804, 'UA', 'Ukraina', '380', 'en'),
];

export const SWEDEN = 752;
