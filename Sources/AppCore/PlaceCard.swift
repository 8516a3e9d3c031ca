import DeepLinks
import Foundation
import MapCore

/// What a place's popover shows, worked out without GTK: a title short enough to lay out, and detail rows in
/// display order with readable opening hours and cuisine, website and phone links, and long values capped.
public struct PlaceCard: Hashable, Sendable {
    /// The name, capped at `CappedText.titleLimit` characters.
    public var title: String
    public var rows: [DetailRow]

    /// Most other properties shown, in file order: a feature with thousands would make thousands of rows.
    public static let extraLimit = 20

    /// `now` and `calendar` decide "Open now"/"Closed now" (the calendar's time zone is local time).
    public init(place: Place, now: Date = Date(), calendar: Calendar = .current) {
        title = CappedText(place.title, limit: CappedText.titleLimit).shown
        var rows = Self.detailRows(place.details, now: now, calendar: calendar)
        rows.append(DetailRow(id: "coordinates", label: tr("Coordinates"), value: MapStore.coordinateText(place.coordinate)))
        self.rows = rows
    }

    /// The rows of a place's or a shape's details in display order: the known ones rendered, then the rest in file order.
    static func detailRows(_ d: PlaceDetails, now: Date, calendar: Calendar) -> [DetailRow] {
        var rows: [DetailRow] = []
        if let address = d.address { rows.append(DetailRow(id: "address", label: tr("Address"), value: address)) }
        if let text = d.openingHours {
            let hours = OpeningHours(text)
            rows.append(DetailRow(id: "opening-hours", label: tr("Opening hours"), value: hours.lines.joined(separator: "\n"),
                                  status: hours.status(at: now, calendar: calendar)))
        }
        if let cuisine = d.cuisine { rows.append(DetailRow(id: "cuisine", label: tr("Cuisine"), value: Self.cuisineText(cuisine))) }
        if let phone = d.phone { rows.append(DetailRow(id: "phone", label: tr("Phone"), value: phone, link: LaunchableURL(phone: phone))) }
        if let website = d.website {
            rows.append(DetailRow(id: "website", label: tr("Website"), value: website, link: LaunchableURL(website: website)))
        }
        for property in d.extra.prefix(Self.extraLimit) {
            rows.append(DetailRow(id: "extra-" + property.key, label: property.key, value: property.value))
        }
        if d.extra.count > Self.extraLimit {
            rows.append(DetailRow(id: "extra-more", label: tr("More"), value: String(format: tr("%d more properties not shown"), d.extra.count - Self.extraLimit)))
        }
        return rows
    }

    /// "chinese;asian" → "Chinese, Asian"; "ice_cream" → "Ice cream". Empty parts are dropped.
    public static func cuisineText(_ value: String) -> String {
        let parts = value.split(separator: ";").compactMap { raw -> String? in
            let words = raw.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
            guard let first = words.first else { return nil }
            return first.uppercased() + words.dropFirst()
        }
        return parts.isEmpty ? value : parts.joined(separator: ", ")
    }
}
