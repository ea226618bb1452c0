import { type NamePool, namePool } from './name-list.ts'

// Pinyin without tone marks, as people write their names on business profiles.
export const CHINESE = namePool(
  `Fang, Wei, Na, Min, Jing, Lei, Jun, Yan, Yong, Jie, Tao, Xiaoming, Lili, Hui, Qiang, Ping, Xin, Yu, Hao,
   Jian, Ying, Ning, Bo, Yifan, Zihan, Haoran, Yuxuan, Xinyi, Mei, Lan, Chao, Peng, Rui, Shu, Ting, Xue,
   Zhiwei, Jiahui, Mingyu, Siyu, Kai, Long, Hong, Dan, Qing`,
  `Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun, Ma, Zhu, Hu, Guo, He, Lin, Gao, Luo,
   Zheng, Liang, Xie, Song, Tang, Han, Feng, Deng, Cao, Peng, Zeng, Xiao, Tian, Dong, Pan, Yuan, Cai, Jiang,
   Yu, Du, Ye, Cheng, Wei, Su, Lu, Ding, Ren, Shen, Yao`,
  true,
)

export const JAPANESE = namePool(
  `Haruto, Yui, Sota, Aoi, Ren, Hina, Yuto, Sakura, Takumi, Mei, Kenji, Yuki, Hiroshi, Akiko, Daiki, Naomi,
   Kaito, Emi, Shota, Rina`,
  `Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida, Yamada,
   Sasaki, Matsumoto, Inoue, Kimura, Hayashi, Shimizu`,
)

export const KOREAN = namePool(
  `Min-jun, Seo-yeon, Ji-ho, Ha-eun, Do-yun, Ji-woo, Seo-jun, Soo-ah, Hyun-woo, Ji-min, Eun-ji, Jae-won,
   Yoo-jin, Sung-min`,
  `Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Oh, Seo, Shin, Kwon`,
)

export const VIETNAMESE = namePool(
  `Anh, Minh, Linh, Huy, Trang, Duc, Thao, Nam, Lan, Quang, Hoa, Tuan, Mai, Khanh, Phuong, Long`,
  `Nguyen, Tran, Le, Pham, Hoang, Phan, Vu, Dang, Bui, Do, Ho, Ngo, Duong, Ly`,
)

export const INDIAN = namePool(
  `Aarav, Priya, Rahul, Ananya, Vikram, Deepika, Arjun, Kavya, Rohan, Sneha, Amit, Pooja, Sanjay, Neha,
   Rajesh, Divya, Karthik, Lakshmi, Suresh, Meera, Aditya, Ishaan, Nisha, Harpreet, Gurpreet, Venkat,
   Shreya, Anil, Sunita, Farhan`,
  `Sharma, Patel, Singh, Kumar, Gupta, Reddy, Iyer, Nair, Rao, Mehta, Shah, Joshi, Desai, Chopra, Banerjee,
   Das, Menon, Pillai, Verma, Kapoor, Mukherjee, Chatterjee, Agarwal, Bhat, Krishnan, Subramanian, Khan`,
)

export const MALAY = namePool(
  `Ahmad, Nur, Siti, Aisyah, Hafiz, Farah, Amir, Zainab, Putri, Rizal, Dewi, Budi, Ayu, Wahyu`,
  `Abdullah, Ismail, Ibrahim, Rahman, Hassan, Yusof, Hamid, Santoso, Wijaya, Hidayat, Saputra, Kusuma`,
)

export const ARABIC = namePool(
  `Mohammed, Fatima, Ahmed, Aisha, Omar, Layla, Youssef, Mariam, Khalid, Noor, Hassan, Salma, Karim, Rania,
   Tariq, Huda, Faisal, Lina, Ali, Yasmin, Sami, Dina`,
  `Al-Sayed, Haddad, Khalil, Mansour, Nasser, Hamdan, Saleh, Farouk, Abdullah, Rahman, Aziz, Hussein,
   El-Amin, Al-Masri, Al-Harbi, Al-Qahtani, Al-Mansoori, Darwish, Nassar, Hijazi`,
)

export const TURKISH = namePool(
  `Emre, Elif, Mehmet, Zeynep, Burak, Ayşe, Can, Selin, Murat, Deniz, Oğuz, Ebru, Kerem, Gizem`,
  `Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Aydın, Öztürk, Arslan, Doğan, Koç, Kurt`,
)

export const ASIA_POOLS = {
  chinese: CHINESE,
  japanese: JAPANESE,
  korean: KOREAN,
  vietnamese: VIETNAMESE,
  indian: INDIAN,
  malay: MALAY,
  arabic: ARABIC,
  turkish: TURKISH,
} as const satisfies Record<string, NamePool>
