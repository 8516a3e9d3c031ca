import Foundation
import MapCore

/// What a line's or an area's popover shows, worked out without GTK: the title, whether it is a line or an area,
/// its geodesic length (lines) or area and perimeter (areas), then its properties as a place's callout shows them.
public struct ShapeCard: Hashable, Sendable {
    /// The name, capped at `CappedText.titleLimit` characters.
    public var title: String
    /// "Line" or "Area", said under the title.
    public var kind: String
    /// Measurements first ("length", or "area" and "perimeter"), then the details in file order.
    public var rows: [DetailRow]

    /// `now` and `calendar` decide "Open now"/"Closed now", as for places.
    public init(shape: PlaceShape, now: Date = Date(), calendar: Calendar = .current) {
        title = CappedText(shape.title, limit: CappedText.titleLimit).shown
        var rows: [DetailRow] = []
        switch shape.geometry {
        case .lines:
            kind = tr("Line")
            rows.append(DetailRow(id: "length", label: tr("Length"), value: MeasureText.length(metres: Geodesy.length(of: shape.geometry))))
        case .areas:
            kind = tr("Area")
            rows.append(DetailRow(id: "area", label: tr("Area"), value: MeasureText.area(squareMetres: Geodesy.area(of: shape.geometry))))
            rows.append(DetailRow(id: "perimeter", label: tr("Perimeter"),
                                  value: MeasureText.length(metres: Geodesy.length(of: shape.geometry))))
        }
        self.rows = rows + PlaceCard.detailRows(shape.details, now: now, calendar: calendar)
    }
}
