public class CSVrow { // expect: QUA-CLASS-NAMING

    private final String[] Cells; // expect: QUA-VARIABLE-NAMING

    public CSVrow(String line) {
        Cells = line.split(",");
    }

    public String Get(int i) { // expect: QUA-METHOD-NAMING
        return Cells[i];
    }

    public int size() {
        return Cells.length;
    }
}
