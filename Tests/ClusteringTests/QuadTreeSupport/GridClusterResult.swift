/// What grid clustering returns for one cell.
public enum GridClusterResult<Payload: Sendable>: Sendable {
    case single(QuadTreeNode<Payload>)
    case cluster(GridCluster)
}
