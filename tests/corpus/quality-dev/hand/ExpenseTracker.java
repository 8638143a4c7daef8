import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Scanner;

public class ExpenseTracker {

    static List<String[]> expenses = new ArrayList<>();

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        String cmd = "";
        while (!cmd.equals("quit")) {
            System.out.print("> ");
            cmd = sc.nextLine().trim();
            String[] parts = cmd.split(" ");
            if (parts[0].equals("add")) {
                if (parts.length == 3) {
                    expenses.add(new String[] {parts[1], parts[2]});
                } else {
                    System.out.println("usage: add <category> <amount>");
                }
            } else if (parts[0].equals("total")) {
                System.out.println("total: " + total());
            } else if (parts[0].equals("report")) {
                report();
            } else if (parts[0].equals("load")) {
                load(parts[1]);
            }
        }
        sc.close();
    }

    static double total() {
        double t = 0;
        for (String[] e : expenses) {
            t += Double.parseDouble(e[1]);
        }
        return t;
    }

    static void report() {
        Map<String, Double> byCat = new HashMap<>();
        for (String[] e : expenses) {
            byCat.merge(e[0], Double.parseDouble(e[1]), Double::sum);
        }
        for (String cat : byCat.keySet()) {
            double share = byCat.get(cat) / total();
            String bar = "";
            for (int i = 0; i < share * 40; i++) {
                bar += "="; // expect: QUA-STRING-CONCAT-IN-LOOP
            }
            System.out.printf("%-10s %8.2f %s%n", cat, byCat.get(cat), bar);
        }
    }

    static void load(String file) {
        try {
            BufferedReader r = new BufferedReader(new FileReader(file)); // expect: DES-RESOURCE-LEAK
            String line;
            while ((line = r.readLine()) != null) {
                String[] p = line.split(",");
                if (p.length == 2) {
                    expenses.add(p);
                }
            }
        } catch (IOException e) {
            System.out.println("could not load " + file + ": " + e.getMessage()); // ok: STY-SYSTEM-OUT
        }
    }
}
