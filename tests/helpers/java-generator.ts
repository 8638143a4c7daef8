// Generates realistic Spring Boot-style Java source of (about) a requested number of lines,
// for the analyzer benchmark and the performance tests. Deterministic: same input, same output.

function entity(i: number): string[] {
  return [
    `@Entity`,
    `@Table(name = "customer_${i}")`,
    `class Customer${i} {`,
    `    @Id`,
    `    @GeneratedValue(strategy = GenerationType.IDENTITY)`,
    `    private Long id;`,
    ``,
    `    @Column(nullable = false)`,
    `    private String name;`,
    ``,
    `    private String email;`,
    ``,
    `    @OneToMany(mappedBy = "customer", fetch = FetchType.LAZY)`,
    `    private List<Order${i}> orders = new ArrayList<>();`,
    ``,
    `    public Long getId() {`,
    `        return id;`,
    `    }`,
    ``,
    `    public String getName() {`,
    `        return name;`,
    `    }`,
    ``,
    `    public void setName(String name) {`,
    `        this.name = name;`,
    `    }`,
    ``,
    `    public String getEmail() {`,
    `        return email;`,
    `    }`,
    ``,
    `    public List<Order${i}> getOrders() {`,
    `        return orders;`,
    `    }`,
    `}`,
    ``,
    `interface Customer${i}Repository extends JpaRepository<Customer${i}, Long> {`,
    `    List<Customer${i}> findByNameContaining(String part);`,
    `}`,
    ``,
  ];
}

function service(i: number): string[] {
  return [
    `@Service`,
    `class Customer${i}Service {`,
    `    private static final Logger log = LoggerFactory.getLogger(Customer${i}Service.class);`,
    `    private final Customer${i}Repository repository;`,
    ``,
    `    Customer${i}Service(Customer${i}Repository repository) {`,
    `        this.repository = repository;`,
    `    }`,
    ``,
    `    @Transactional(readOnly = true)`,
    `    public String report(String filter) {`,
    `        StringBuilder sb = new StringBuilder();`,
    `        List<Customer${i}> customers = repository.findByNameContaining(filter);`,
    `        for (Customer${i} c : customers) {`,
    `            sb.append(c.getName()).append(" <").append(c.getEmail()).append(">\\n");`,
    `            int total = 0;`,
    `            for (int k = 0; k < c.getName().length(); k++) {`,
    `                total += c.getName().charAt(k) * (k + 1) % 7;`,
    `            }`,
    `            if (total > 100 && !"admin".equals(c.getName())) {`,
    `                log.debug("customer {} scored {}", c.getId(), total);`,
    `            } else {`,
    `                sb.append("low score: ").append(total);`,
    `            }`,
    `        }`,
    `        return sb.toString();`,
    `    }`,
    ``,
    `    public Map<String, Long> countByDomain(List<String> emails) {`,
    `        return emails.stream()`,
    `            .filter(e -> e != null && e.contains("@"))`,
    `            .map(e -> e.substring(e.indexOf('@') + 1).toLowerCase())`,
    `            .collect(Collectors.groupingBy(d -> d, Collectors.counting()));`,
    `    }`,
    ``,
    `    public int parseQuantity(String raw) {`,
    `        try {`,
    `            return Integer.parseInt(raw.trim());`,
    `        } catch (NumberFormatException e) {`,
    `            log.warn("bad quantity {}", raw, e);`,
    `            return 0;`,
    `        }`,
    `    }`,
    ``,
    `    public Optional<Customer${i}> rename(Long id, String newName) {`,
    `        return repository.findById(id).map(c -> {`,
    `            c.setName(newName);`,
    `            return repository.save(c);`,
    `        });`,
    `    }`,
    `}`,
    ``,
  ];
}

function controller(i: number): string[] {
  // Carries a few deliberate smells so the rule families have work to do.
  return [
    `@RestController`,
    `@RequestMapping("/api/customers${i}")`,
    `class Customer${i}Controller {`,
    `    @Autowired`,
    `    private Customer${i}Service service;`,
    ``,
    `    @GetMapping("/report")`,
    `    public ResponseEntity<String> report(@RequestParam String filter) {`,
    `        if (filter == "") {`,
    `            return ResponseEntity.badRequest().build();`,
    `        }`,
    `        return ResponseEntity.ok(service.report(filter));`,
    `    }`,
    ``,
    `    @PostMapping("/{id}/name")`,
    `    public ResponseEntity<Void> rename(@PathVariable Long id, @RequestBody RenameRequest${i} body) {`,
    `        try {`,
    `            service.rename(id, body.name());`,
    `        } catch (Exception e) {`,
    `            System.out.println("rename failed: " + e.getMessage());`,
    `        }`,
    `        return ResponseEntity.noContent().build();`,
    `    }`,
    ``,
    `    @GetMapping("/quantity")`,
    `    public int quantity(@RequestParam String raw) {`,
    `        int q = service.parseQuantity(raw);`,
    `        switch (q) {`,
    `            case 0 -> { return -1; }`,
    `            case 1, 2, 3 -> { return q * 10; }`,
    `            default -> { return q; }`,
    `        }`,
    `    }`,
    `}`,
    ``,
    `record RenameRequest${i}(@NotBlank String name) {}`,
    ``,
  ];
}

const HEADER = [
  `package com.example.shop;`,
  ``,
  `import java.util.*;`,
  `import java.util.stream.Collectors;`,
  `import jakarta.persistence.*;`,
  `import jakarta.validation.constraints.NotBlank;`,
  `import org.slf4j.Logger;`,
  `import org.slf4j.LoggerFactory;`,
  `import org.springframework.data.jpa.repository.JpaRepository;`,
  `import org.springframework.http.ResponseEntity;`,
  `import org.springframework.beans.factory.annotation.Autowired;`,
  `import org.springframework.stereotype.Service;`,
  `import org.springframework.transaction.annotation.Transactional;`,
  `import org.springframework.web.bind.annotation.*;`,
  ``,
];

/** Returns Java source with exactly `lines` lines (the last unit may be cut to fit, then closed cleanly). */
export function generateJava(lines: number): string {
  const out: string[] = [...HEADER];
  let i = 0;
  for (;;) {
    let added = false;
    for (const part of [entity(i), service(i), controller(i)]) {
      if (out.length + part.length > lines) continue;
      out.push(...part);
      added = true;
    }
    if (!added) break;
    i++;
  }
  while (out.length < lines) out.push(`// padding ${out.length}`);
  return out.slice(0, lines).join("\n") + "\n";
}
