// expect: none (CWE-89 safe)
// note: JDBC PreparedStatement with ? placeholders; user name and action are bound with setString, the LIKE pattern is bound too
package net.corpapp.audit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

public class AuditTrailDao {
    private static final String FIND =
            "SELECT id, username, action, created_at FROM audit_event WHERE username = ? AND action LIKE ? ORDER BY created_at DESC";

    private final DataSource ds;

    public AuditTrailDao(DataSource ds) {
        this.ds = ds;
    }

    public List<AuditEvent> find(String username, String actionPrefix) throws SQLException {
        List<AuditEvent> events = new ArrayList<>();
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(FIND)) {
            ps.setString(1, username);
            ps.setString(2, actionPrefix.replace("%", "\\%") + "%");
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    events.add(new AuditEvent(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getTimestamp(4)));
                }
            }
        }
        return events;
    }
}

final class AuditEvent {
    final long id;
    final String username;
    final String action;
    final Timestamp createdAt;

    AuditEvent(long id, String username, String action, Timestamp createdAt) {
        this.id = id;
        this.username = username;
        this.action = action;
        this.createdAt = createdAt;
    }
}
