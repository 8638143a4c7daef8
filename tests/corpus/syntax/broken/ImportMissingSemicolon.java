import java.util.List
import java.util.ArrayList;

class ImportMissingSemicolon {
    List<String> names = new ArrayList<>();
}
