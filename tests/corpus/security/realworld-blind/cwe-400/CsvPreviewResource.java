// expect: none (CWE-400 safe)
// note: preview row count from the query is clamped to 1..500 with Math.min/Math.max before the loop reads rows
package com.dataimport.preview;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;

@Path("/imports/preview")
public class CsvPreviewResource {
    private static final int MAX_ROWS = 500;

    @POST
    public List<String> preview(@QueryParam("rows") int rows, InputStream csv) throws IOException {
        int limit = Math.max(1, Math.min(rows, MAX_ROWS));
        List<String> lines = new ArrayList<>(limit);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(csv, StandardCharsets.UTF_8))) {
            String line;
            while (lines.size() < limit && (line = reader.readLine()) != null) {
                lines.add(line);
            }
        }
        return lines;
    }
}
