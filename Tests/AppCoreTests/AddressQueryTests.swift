import AppCore
import Testing

/// Which typed text reads as a street address, for the offline list's "addresses need online search" note.
struct AddressQueryTests {
    @Test(arguments: ["Mannerheimintie 1", "Mannerheimintie 13A", "221B Baker Street", "Rue de Rivoli 14-20",
                      "Baker Street 221, London", "Aleksanterinkatu 52 B"])
    func streetsWithANumberAreAddresses(_ text: String) {
        #expect(AddressQuery.looksLikeAddress(text))
    }

    @Test(arguments: ["Tampere", "Eiffel Tower", "kahvila", "60.17, 24.94", "60.1699 24.9384", "12", "Kahvila 12345678901",
                      "A1", "東京"])
    func namesNumbersAndCoordinatesAreNot(_ text: String) {
        #expect(!AddressQuery.looksLikeAddress(text))
    }
}
