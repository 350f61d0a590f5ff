extension Currency {
    /// Rough units of each currency to one US dollar, in thousandths (26,000 ₫ is
    /// 26_000_000), for converting the shipping table (`Countries`) into a catalog's
    /// currency. Mid-2025 market rates to about two digits: enough to make a fee read as a
    /// fee (160,000 ₫, not 599 ₫), never used for prices. Currencies worth between half a
    /// dollar and two dollars (EUR, GBP, CHF, CAD, AUD, …) are left out on purpose: the
    /// table's own numbers (14.99, free from 100.00) read right in them. Fund codes left
    /// out (BOV, CHE, CHW, COU) likewise keep the numbers.
    static let dollarRates: [String: Int] = [
        "AED": 3_670, "AFN": 70_000, "ALL": 92_000, "AMD": 388_000, "AOA": 915_000,
        "ARS": 1_150_000, "BDT": 122_000, "BHD": 376, "BIF": 2_950_000, "BOB": 6_910,
        "BRL": 5_500, "BTN": 86_000, "BWP": 13_500, "BYN": 3_270, "CDF": 2_850_000,
        "CLF": 25, "CLP": 940_000, "CNY": 7_200, "COP": 4_100_000, "CRC": 505_000,
        "CUP": 24_000, "CVE": 95_000, "CZK": 22_000, "DJF": 178_000, "DKK": 6_500,
        "DOP": 60_000, "DZD": 132_000, "EGP": 49_000, "ERN": 15_000, "ETB": 135_000,
        "FJD": 2_250, "GEL": 2_720, "GHS": 10_500, "GMD": 72_000, "GNF": 8_650_000,
        "GTQ": 7_700, "GYD": 209_000, "HKD": 7_800, "HNL": 26_000, "HTG": 131_000,
        "HUF": 345_000, "IDR": 16_300_000, "ILS": 3_400, "INR": 86_000, "IQD": 1_310_000,
        "IRR": 42_000_000, "ISK": 125_000, "JMD": 160_000, "JPY": 147_000, "KES": 129_000,
        "KGS": 87_000, "KHR": 4_000_000, "KMF": 430_000, "KPW": 900_000, "KRW": 1_380_000,
        "KWD": 306, "KZT": 520_000, "LAK": 21_600_000, "LBP": 89_500_000, "LKR": 300_000,
        "LRD": 200_000, "LSL": 18_000, "LYD": 5_400, "MAD": 9_000, "MDL": 17_000,
        "MGA": 4_450_000, "MKD": 54_000, "MMK": 2_100_000, "MNT": 3_580_000, "MOP": 8_100,
        "MRU": 40_000, "MUR": 45_000, "MVR": 15_400, "MWK": 1_740_000, "MXN": 18_700,
        "MXV": 2_200, "MYR": 4_250, "MZN": 64_000, "NAD": 18_000, "NGN": 1_530_000,
        "NIO": 36_800, "NOK": 10_100, "NPR": 137_000, "OMR": 385, "PEN": 3_600,
        "PGK": 4_100, "PHP": 57_000, "PKR": 284_000, "PLN": 3_700, "PYG": 7_900_000,
        "QAR": 3_640, "RON": 4_400, "RSD": 102_000, "RUB": 79_000, "RWF": 1_440_000,
        "SAR": 3_750, "SBD": 8_400, "SCR": 14_400, "SDG": 600_000, "SEK": 9_600,
        "SLE": 22_700, "SLL": 22_700_000, "SOS": 571_000, "SRD": 37_000, "SSP": 4_500_000,
        "STN": 21_500, "SVC": 8_750, "SYP": 13_000_000, "SZL": 18_000, "THB": 32_500,
        "TJS": 10_000, "TMT": 3_500, "TND": 2_950, "TOP": 2_350, "TRY": 40_000,
        "TTD": 6_800, "TWD": 29_500, "TZS": 2_650_000, "UAH": 41_500, "UGX": 3_600_000,
        "UYI": 6_400, "UYU": 40_000, "UYW": 25_000, "UZS": 12_600_000, "VED": 120_000,
        "VES": 120_000, "VND": 26_000_000, "VUV": 119_000, "WST": 2_700, "XAF": 570_000,
        "XCD": 2_700, "XOF": 570_000, "XPF": 104_000, "YER": 241_000, "ZAR": 18_000,
        "ZMW": 23_000, "ZWG": 27_000, "ZWL": 26_000_000,
    ]
}
