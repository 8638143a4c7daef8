// expect: CWE-89 @ 31
// note: Kafka message payload fields concatenated into an INSERT added to a JDBC batch via Statement.addBatch
package io.helpdesk.ingest;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import javax.sql.DataSource;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class TicketImportListener {
    private final DataSource dataSource;
    private final ObjectMapper mapper = new ObjectMapper();

    public TicketImportListener(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @KafkaListener(topics = "tickets.imported", groupId = "helpdesk")
    public void onTickets(String payload) throws JsonProcessingException, SQLException {
        TicketBatch batch = mapper.readValue(payload, TicketBatch.class);
        try (Connection con = dataSource.getConnection(); Statement st = con.createStatement()) {
            for (ImportedTicket t : batch.tickets) {
                String values = "('" + t.subject + "', '" + t.reporter + "', " + t.priority + ")";
                st.addBatch("INSERT INTO ticket (subject, reporter, priority) VALUES " + values);
            }
            st.executeBatch();
        }
    }
}

class TicketBatch {
    public List<ImportedTicket> tickets;
}

class ImportedTicket {
    public String subject;
    public String reporter;
    public int priority;
}
