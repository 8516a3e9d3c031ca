import MapCore
import MapData

/// Deterministic places with Finnish and Swedish shop names and street addresses, for `pinmap-bench search`.
enum SearchBenchData {
    static let near = Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384)

    /// Category id → its title and the kinds of name its places get.
    static let kinds: [(id: String, title: String, names: [String])] = [
        ("restaurant", "Restaurants", ["Ravintola", "Restaurang", "Bistro", "Pizzeria", "Trattoria", "Krog"]),
        ("cafe", "Cafés", ["Kahvila", "Café", "Kaffe", "Konditoria", "Leipomo"]),
        ("fast_food", "Fast food", ["Grilli", "Kebab", "Burger", "Nakkikioski", "Pizza-Kebab"]),
        ("supermarket", "Supermarkets", ["K-Market", "S-Market", "Alepa", "Lidl", "Prisma", "K-Citymarket"]),
        ("convenience", "Convenience stores", ["R-Kioski", "Kiosk", "Lähikauppa", "Siwa"]),
        ("shop", "Shops", ["Kirjakauppa", "Kukkakauppa", "Optikko", "Kenkäkauppa", "Bokhandel", "Blomsterhandel", "Antikvariaatti"]),
        ("pharmacy", "Pharmacies", ["Apteekki", "Apotek", "Yliopiston Apteekki"]),
        ("hotel", "Hotels", ["Hotel", "Hotelli", "Hostel", "Gasthaus", "Majatalo"]),
        ("bank", "Banks", ["Nordea", "OP", "Danske Bank", "Säästöpankki", "Aktia"]),
        ("museum", "Museums", ["Museo", "Museum", "Galleria", "Taidemuseo"]),
    ]

    static let propers = [
        "Aalto", "Kämp", "Sibelius", "Töölö", "Kallio", "Kamppi", "Söderholm", "Ekberg", "Fazer", "Koivu", "Mänty",
        "Järvi", "Lahti", "Virtanen", "Korhonen", "Nieminen", "Mäkinen", "Hämäläinen", "Lindqvist", "Sundström",
        "Åberg", "Björk", "Strand", "Lund", "Berg", "Lindholm", "Vallila", "Hakaniemi", "Kruununhaka", "Punavuori",
        "Ullanlinna", "Eira", "Munkkiniemi", "Herttoniemi", "Kontula", "Malmi", "Pasila", "Vuosaari", "Tapiola",
        "Otaniemi", "Porvoo", "Turku", "Tampere", "Oulu", "Kuopio", "Vaasa", "Jyväskylä", "Rovaniemi", "Hanko",
        "Loviisa", "Kaisa", "Aino", "Elina", "Helmi", "Onni", "Väinö", "Ilmari", "Lempi", "Saga", "Stella", "Polaris",
        "Regatta", "Kappeli", "Savoy", "Torni", "Arthur", "Marski", "Seurahuone", "Kaleva", "Pohjola", "Sampo",
        "Kuu", "Tähti", "Aurora", "Revontuli", "Meri", "Satama", "Tori", "Silta", "Linna", "Puisto", "Niemi", "Saari",
    ]

    static let streets = [
        "Mannerheimintie", "Aleksanterinkatu", "Bulevardi", "Hämeentie", "Fredrikinkatu", "Runeberginkatu",
        "Albertinkatu", "Iso Roobertinkatu", "Lönnrotinkatu", "Mechelininkatu", "Topeliuksenkatu", "Sturenkatu",
        "Helsinginkatu", "Porvoonkatu", "Kaisaniemenkatu", "Unioninkatu", "Snellmaninkatu", "Liisankatu",
        "Pohjoisesplanadi", "Eteläesplanadi", "Kalevankatu", "Annankatu", "Yrjönkatu", "Eerikinkatu",
        "Mannerheimvägen", "Alexandersgatan", "Runebergsgatan", "Tavastvägen", "Fredriksgatan", "Stora Robertsgatan",
        "Norra esplanaden", "Södra esplanaden", "Kalevagatan", "Annegatan", "Georgsgatan", "Eriksgatan",
    ]
    static let streetEndings = ["katu", "tie", "kuja", "polku", "gatan", "vägen", "gränden"]
    static let cities = [("00100", "Helsinki"), ("00530", "Helsinki"), ("02100", "Espoo"), ("01300", "Vantaa"),
                         ("20100", "Turku"), ("33100", "Tampere"), ("90100", "Oulu"), ("06100", "Porvoo")]
    static let cuisines = ["pizza", "sushi", "burger", "thai", "nepalese", "vietnamese", "finnish", "italian", "kebab", "vegan"]

    static var categories: [PlaceCategory] {
        kinds.map { PlaceCategory(id: $0.id, title: $0.title, iconName: $0.id, color: RGBColor(red: 0.5, green: 0.5, blue: 0.5)) }
    }

    /// `count` places, the same ones for the same count on every run.
    static func places(count: Int) -> [Place] {
        var rng = SplitMix64(seed: 0x5EA2C4)
        func pick<T>(_ list: [T]) -> T { list[Int(rng.next() % UInt64(list.count))] }
        // Streets: the named ones plus ones made from proper names ("Koivukatu", "Strandvägen").
        let allStreets = streets + propers.flatMap { p in streetEndings.map { p + $0 } }
        var places: [Place] = []
        places.reserveCapacity(count)
        for i in 0..<count {
            let kind = pick(kinds)
            let name: String
            switch rng.next() % 4 {
            case 0: name = "\(pick(kind.names)) \(pick(propers))"
            case 1: name = "\(pick(propers)) \(pick(kind.names))"
            case 2: name = "\(pick(kind.names)) \(pick(propers)) \(pick(propers))"
            default: name = "\(pick(kind.names)) \(pick(allStreets))"
            }
            let (postcode, city) = pick(cities)
            let letter = rng.next() % 5 == 0 ? " " + pick(["A", "B", "C"]) : ""
            let address = "\(pick(allStreets)) \(1 + rng.next() % 120)\(letter), \(postcode) \(city)"
            let hasCuisine = kind.id == "restaurant" || kind.id == "cafe" || kind.id == "fast_food"
            var extra: [PlaceProperty] = []
            if rng.next() % 3 == 0 { extra.append(PlaceProperty(key: "operator", value: pick(propers) + " Oy")) }
            // Clusters around a few towns, the rest spread over southern Finland.
            let lat: Double, lon: Double
            if rng.next() % 2 == 0 {
                lat = 60.10 + rng.unit() * 0.2; lon = 24.70 + rng.unit() * 0.5
            } else {
                lat = 59.9 + rng.unit() * 3; lon = 21.5 + rng.unit() * 6
            }
            places.append(Place(
                id: "n/\(i)", categoryID: kind.id, title: name,
                coordinate: Coordinate(clampingLatitude: lat, wrappingLongitude: lon),
                details: PlaceDetails(address: address, website: rng.next() % 4 == 0 ? "https://www.\(pick(propers).lowercased()).fi" : nil,
                                      phone: rng.next() % 4 == 0 ? "+358 9 \(100 + rng.next() % 900) \(1000 + rng.next() % 9000)" : nil,
                                      cuisine: hasCuisine ? pick(cuisines) : nil, extra: extra)))
        }
        return places
    }

    /// Queries by class: what a person types letter by letter, with typos, and category names.
    static let queries: [(kind: String, text: String)] = [
        ("one_letter", "k"), ("one_letter", "m"), ("one_letter", "a"), ("one_letter", "s"), ("one_letter", "h"),
        ("two_letters", "ka"), ("two_letters", "ma"),
        ("prefix", "kahv"), ("prefix", "mann"), ("prefix", "alek"), ("prefix", "hotel k"), ("prefix", "apteekki tö"),
        ("words", "hotel kamp"), ("words", "mannerheimintie 12"), ("words", "kahvila aalto"), ("words", "söderholm"),
        ("typo", "mannerhiemintie"), ("typo", "aleksanterinaktu"), ("typo", "hotell kämp"), ("typo", "kahvlia"),
        ("typo", "sibelious"), ("typo", "lindkvist"),
        ("category", "pharmacy"), ("category", "cafes"), ("category", "restaurants"), ("category", "hotels"),
        ("category", "fast food"),
        ("coordinates", "60.17, 24.94"), ("coordinates", "60°10′12″N 24°56′24″E"),
    ]
}
