import type { Industry } from '../../../domain/onboarding/industries.ts'
import { nameList } from './name-list.ts'

/** First word(s) of a company name: "<Adjective/Place> <Noun> <Suffix>" → Northwind Robotics GmbH. */
export const NAME_PREFIXES = nameList(
  `Northwind, Blue Harbor, Silver Peak, Red Maple, Evergreen, Summit, Pioneer, Brightwater, Ironwood,
   Cedar, Lotus, Jade River, Sunrise, Everbright, Harmony, Crescent, Aurora, Polar, Meridian, Atlas,
   Orion, Sapphire, Granite, Oakridge, Riverside, Highland, Lakeside, Coastal, Stellar, Nova, Vertex,
   Bluebird, Golden Field, Greenleaf, Westbrook, Eastgate, Southwind, Clearwater, Maplewood, Stonebridge,
   Falcon, Kestrel, Heron, Phoenix, Silverline, Bright Horizon, Redwood, Willow, Amber, Cobalt, Emerald,
   Pine Valley, Twin Rivers, Oceanic, Canyon, Prairie, Alpine, Baltic, Pacific Rim, Silk Road, Yangtze,
   Pearl Delta, Kunlun, Taishan, Lijiang, Huaxia, Jinfeng, Tianyu, Ruixing, Hengtai, Sakura, Fuji Bay,
   Han River, Ganges, Kilimanjaro, Sahara, Zambezi, Andes, Patagonia, Amazonia, Rio Claro, Nordlys,
   Rheinland, Danube, Iberia, Tuscany, Provence, Thames, Highgate, Arabian Gulf, Oasis, Cedar Coast`,
)

// Nouns by industry so a search for a sector returns companies whose names fit it.
export const INDUSTRY_NOUNS: Readonly<Record<Industry, readonly string[]>> = {
  RENEWABLE_ENERGY: nameList('Solar, Wind Power, Energy, Renewables, Power Systems, Hydrogen, Clean Power'),
  CONSUMER_ELECTRONICS: nameList('Electronics, Devices, Audio, Digital, Smart Home, Gadgets'),
  MACHINERY_EQUIPMENT: nameList('Machinery, Industrial, Equipment, Robotics, Tooling, Automation'),
  CONSUMER_GOODS: nameList('Home Products, Goods, Brands, Housewares, Essentials'),
  TOYS_GAMES: nameList('Toys, Games, Playthings, Puzzles, Hobby'),
  TEXTILES_APPAREL: nameList('Textiles, Apparel, Fashion, Garments, Knitwear, Fabrics'),
  AUTOMOTIVE: nameList('Motors, Auto Parts, Automotive, Mobility, Components'),
  FURNITURE: nameList('Furniture, Interiors, Woodworks, Home Furnishings'),
  FOOD_BEVERAGES: nameList('Foods, Beverages, Dairy, Bakery, Tea, Coffee, Seafood, Farms'),
  MEDICAL_DEVICES: nameList('Medical, MedTech, Diagnostics, Surgical, Biomedical'),
  BUILDING_MATERIALS: nameList('Building Materials, Ceramics, Steel, Cement, Glass, Stone'),
  CHEMICALS: nameList('Chemicals, Polymers, Coatings, Materials, Specialty Chemicals'),
  OFFICE_SUPPLIES: nameList('Office Supplies, Paper, Stationery, Print'),
  SPORTS_EQUIPMENT: nameList('Sports, Outdoor, Fitness, Athletics, Cycling'),
  BEAUTY: nameList('Cosmetics, Beauty, Skincare, Fragrances'),
  TECHNOLOGY: nameList('Software, Systems, Labs, Analytics, Cloud, Data, Networks, AI'),
  FINANCE: nameList('Capital, Financial, Investments, Asset Management, Payments'),
  HEALTHCARE: nameList('Health, Clinics, Care, Pharma, Wellness'),
  EDUCATION: nameList('Learning, Academy, Education, Training, Tutoring'),
  // Suppliers to the public sector: the demo holds no real government bodies.
  GOVERNMENT: nameList('Civic Solutions, Public Sector Consulting, GovTech, Municipal Services'),
  RETAIL: nameList('Retail, Stores, Market, Outlets, Trading'),
  REAL_ESTATE: nameList('Properties, Realty, Estates, Developments'),
  TRANSPORTATION: nameList('Logistics, Freight, Shipping, Transport, Express'),
  OTHER: nameList('Group, Holdings, Trading, Services, Consulting, Ventures'),
}
