// expect: CWE-79 @ 18
// note: @ExceptionHandler renders the offending CSV value (from the request) into a text/html error fragment
package com.budgetbook.imports;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

@ControllerAdvice
public class ImportErrorHandler {

    @ExceptionHandler(BadCellException.class)
    public ResponseEntity<String> badCell(BadCellException ex) {
        String fragment = "<div class=\"alert\">Row " + ex.row + ": could not read <code>"
                + ex.rawValue + "</code></div>";
        return ResponseEntity.status(HttpStatus.UNPROCESSABLE_ENTITY).contentType(MediaType.TEXT_HTML).body(fragment);
    }
}

class BadCellException extends RuntimeException {
    final int row;
    final String rawValue;

    BadCellException(int row, String rawValue) {
        super("bad cell at row " + row);
        this.row = row;
        this.rawValue = rawValue;
    }
}

@org.springframework.web.bind.annotation.RestController
class AmountImportController {
    private final CsvRowParser parser = new CsvRowParser();

    @org.springframework.web.bind.annotation.PostMapping("/imports/amounts")
    long total(@org.springframework.web.bind.annotation.RequestBody java.util.List<String> cells) {
        long sum = 0;
        for (int i = 0; i < cells.size(); i++) {
            sum += parser.parseAmount(i + 1, cells.get(i));
        }
        return sum;
    }
}

class CsvRowParser {
    long parseAmount(int row, String cell) {
        try {
            return Math.round(Double.parseDouble(cell) * 100);
        } catch (NumberFormatException e) {
            throw new BadCellException(row, cell);
        }
    }
}
