// expect: none (CWE-89 safe)
// note: the location code from the message is overwritten by a constant before the SQL is built (tainted path is dead); id bound with ?
package com.warehouse.jobs;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;

import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class InventoryAdjustmentJob {
    private static final String DEFAULT_LOCATION = "MAIN";

    private final DataSource dataSource;

    public InventoryAdjustmentJob(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @JmsListener(destination = "inventory.adjust")
    public void adjust(AdjustmentMessage message) throws SQLException {
        String location = message.location();
        location = DEFAULT_LOCATION;
        String sql = "UPDATE stock SET quantity = quantity + ? WHERE item_id = ? AND location = '" + location + "'";
        try (Connection con = dataSource.getConnection(); PreparedStatement ps = con.prepareStatement(sql)) {
            ps.setInt(1, message.delta());
            ps.setLong(2, message.itemId());
            ps.executeUpdate();
        }
    }
}

record AdjustmentMessage(long itemId, int delta, String location) {
}
