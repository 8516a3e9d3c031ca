import MapCore

extension AppData {
    /// The data's lines and areas (a places server has none), for `--render` and the window.
    func shapes() throws(CLIError) -> [PlaceShape] {
        let service = self.service
        switch RemotePlacesOptions.wait({ try await service.shapes(in: nil) }) {
        case .success(let shapes): return shapes
        case .failure(let error): throw .data("pinmap: lines and areas: \(error)")
        }
    }
}
