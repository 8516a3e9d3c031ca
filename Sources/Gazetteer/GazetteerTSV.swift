import Foundation

/// The builder's input: `R<TAB>index<TAB>name` lines (regions, in index order), then
/// `P<TAB>name<TAB>lat<TAB>lon<TAB>population<TAB>kind<TAB>country<TAB>region or -1<TAB>alternates joined by |`.
public enum GazetteerTSV {
    /// Reads `text`; the first bad line stops it with its number and reason.
    public static func parse(_ text: String) throws(GazetteerError) -> (regions: [String], places: [GazetteerRecord]) {
        var regions: [String] = []
        var places: [GazetteerRecord] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch f[0] {
            case "R":
                guard f.count == 3, Int(f[1]) == regions.count else { throw .badLine(line: number, reason: "a region line is R, its index in order, a name") }
                regions.append(f[2])
            case "P":
                guard f.count == 9 else { throw .badLine(line: number, reason: "a place line has 9 fields, not \(f.count)") }
                guard let lat = Double(f[2]), let lon = Double(f[3]), (-90...90).contains(lat), (-180...180).contains(lon) else {
                    throw .badLine(line: number, reason: "latitude or longitude out of range")
                }
                guard let population = Int(f[4]), population >= 0, population <= Int(UInt32.max) else {
                    throw .badLine(line: number, reason: "population is not a count")
                }
                guard let kind = GazetteerKind(name: f[5]) else { throw .badLine(line: number, reason: "unknown kind \"\(f[5])\"") }
                guard let country = Int(f[6]), regions.indices.contains(country), let region = Int(f[7]),
                      region == -1 || regions.indices.contains(region) else {
                    throw .badLine(line: number, reason: "country or region index out of range")
                }
                guard !f[1].isEmpty else { throw .badLine(line: number, reason: "empty name") }
                places.append(GazetteerRecord(name: f[1], latitude: lat, longitude: lon, population: population, kind: kind,
                                              country: country, region: region < 0 ? nil : region,
                                              alternates: f[8].isEmpty ? [] : f[8].split(separator: "|").map(String.init)))
            default:
                throw .badLine(line: number, reason: "starts with neither R nor P")
            }
        }
        return (regions, places)
    }
}
