import Foundation

extension MapStore {
    /// The online geocoder for the next launch (Preferences); nil or an empty URL keeps search offline. Saved at once.
    public func setGeocoder(_ setting: GeocoderSetting?) {
        let kept = setting?.url.trimmingCharacters(in: .whitespaces).isEmpty == false ? setting : nil
        guard kept != geocoderSetting else { return }
        geocoderSetting = kept
        saveSettings()
    }
}
