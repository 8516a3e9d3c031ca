import AppCore
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// What a screen reader hears for a row of "Places in view" (GTK's test a11y backend reads it back).
extension MapWidgetUITests {
    @Test func aPlaceRowIsAnnouncedByNameThenCategoryThenDistance() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let museum = PlaceCategory(id: "museum", title: "Museums", iconName: "museum", color: RGBColor(red: 0.7, green: 0.1, blue: 0.4))
        let centre = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
        let kiasma = Place(id: "k", categoryID: "museum", title: "Kiasma",
                           coordinate: Coordinate(clampingLatitude: 60.17 + 120 / 111_195, wrappingLongitude: 24.94))
        let list = PlacesInView(places: [kiasma], categories: ["museum"],
                                bounds: GeoBounds(west: 24, south: 60, east: 25, north: 61), center: centre)
        let row = PlaceListRow()
        // Outside any list: the test owns the row and frees it at the end.
        let ownership = ObjectRef(sinking: row.widget)
        defer { withExtendedLifetime(ownership) {} }
        row.show(try #require(list.rows.first), category: museum, icons: CategoryIcons(directory: nil))
        #expect(AppUI.hasAccessibleLabel(row.widget, "Kiasma, Museums, 120 m"))
        // A reused row takes the new place's words.
        let far = Place(id: "f", categoryID: "museum", title: "Ateneum",
                        coordinate: Coordinate(clampingLatitude: 60.17 + 1_500 / 111_195, wrappingLongitude: 24.94))
        let next = PlacesInView(places: [far], categories: ["museum"],
                                bounds: GeoBounds(west: 24, south: 60, east: 25, north: 61), center: centre)
        row.show(try #require(next.rows.first), category: museum, icons: CategoryIcons(directory: nil))
        #expect(AppUI.hasAccessibleLabel(row.widget, "Ateneum, Museums, 1.5 km"))
    }
}
