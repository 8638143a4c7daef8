// expect: CWE-89 @ 29
// note: JMS TextMessage body (claim number) concatenated into UPDATE → Statement.executeUpdate
package com.insureco.claims.messaging;

import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import jakarta.jms.TextMessage;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

public class ClaimStatusListener implements MessageListener {

    private final DataSource dataSource;

    public ClaimStatusListener(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void onMessage(Message message) {
        try {
            String[] parts = ((TextMessage) message).getText().split(";");
            String claimNumber = parts[0];
            String newStatus = parts.length > 1 ? parts[1] : "REVIEW";
            try (Connection con = dataSource.getConnection(); Statement st = con.createStatement()) {
                st.executeUpdate("UPDATE claim SET status = '" + newStatus + "' WHERE claim_no = '" + claimNumber + "'");
            }
        } catch (JMSException | SQLException e) {
            throw new IllegalStateException("claim status update failed", e);
        }
    }
}
