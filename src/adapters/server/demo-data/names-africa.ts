import { type NamePool, namePool } from './name-list.ts'

export const AFRICA_POOLS = {
  westAfrican: namePool(
    `Chinedu, Ngozi, Oluwaseun, Adaeze, Emeka, Folake, Kwame, Ama, Kofi, Abena, Tunde, Yetunde, Ifeanyi,
     Chiamaka, Babajide, Efua, Yaw, Funmilayo, Obinna, Aminata, Moussa, Fatou`,
    `Okafor, Adeyemi, Okonkwo, Mensah, Boateng, Adebayo, Eze, Nwosu, Owusu, Asante, Balogun, Obi, Danjuma,
     Ogunleye, Nnamdi, Diallo, Traoré, Ndiaye, Osei, Appiah`,
  ),
  eastSouthernAfrican: namePool(
    `Wanjiru, Otieno, Achieng, Thabo, Naledi, Sipho, Zanele, Baraka, Amani, Lerato, Tendai, Neema, Juma,
     Nomvula, Kagiso, Wairimu, Tsegaye, Selam`,
    `Mwangi, Kamau, Odhiambo, Njoroge, Kiprop, Nkosi, Dlamini, Ndlovu, Mokoena, Khumalo, Mahlangu, Chebet,
     Wafula, Ochieng, Mutua, Tesfaye, Bekele, Moyo`,
  ),
} as const satisfies Record<string, NamePool>
