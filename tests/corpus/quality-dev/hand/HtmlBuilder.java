import java.util.List;

public class HtmlBuilder {

    public String table(List<String[]> rows) {
        StringBuilder sb = new StringBuilder("<table>");
        for (String[] row : rows) {
            sb.append("<tr>");
            for (String cell : row) {
                sb.append("<td>" + escape(cell) + "</td>"); // expect: QUA-APPEND-CONCAT
            }
            sb.append("</tr>");
        }
        return sb.append("</table>").toString();
    }

    public String list(List<String> items) {
        StringBuilder sb = new StringBuilder();
        sb.append("<ul>");
        for (String item : items) {
            sb.append("<li>").append(escape(item)).append("</li>"); // ok: QUA-APPEND-CONCAT
        }
        sb.append("</ul>");
        return sb.toString();
    }

    private String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
