import Testing
@testable import GtkShell

/// Which store messages become toasts (passing notes) and which stay in the banner (issue 15).
@Suite struct ToastsTests {
    @Test func aLinkNothingCouldOpenIsAToast() {
        #expect(Toasts.toast(forBanner: "No application could open the link; the link was copied.")
                == "No app could open the link — copied instead")
    }

    @Test func aCategoryTickedBySearchIsAToast() {
        let message = "“Pharmacies” was hidden; it is shown again so that “Yliopiston Apteekki” can be seen."
        #expect(Toasts.toast(forBanner: message) == message)
    }

    @Test func lastingProblemsStayInTheBanner() {
        #expect(Toasts.toast(forBanner: "Settings could not be saved: disk full") == nil)
        #expect(Toasts.toast(forBanner: "state.json was corrupt; it was kept as state.json.corrupt-1") == nil)
    }

    @Test func skippedPlacesAreCounted() {
        #expect(Toasts.skippedTitle(count: 0) == nil)
        #expect(Toasts.skippedTitle(count: 1) == "1 place skipped")
        #expect(Toasts.skippedTitle(count: 12) == "12 places skipped")
    }
}
