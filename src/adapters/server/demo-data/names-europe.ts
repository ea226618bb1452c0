import { type NamePool, namePool } from './name-list.ts'

export const EUROPE_POOLS = {
  anglo: namePool(
    `James, Mary, John, Patricia, Robert, Jennifer, Michael, Linda, David, Elizabeth, William, Sarah, Emily,
     Daniel, Olivia, Thomas, Jessica, Matthew, Ashley, Christopher, Hannah, Ryan, Megan, Andrew, Laura,
     Charlotte, Oliver, George, Amelia, Jack, Grace, Liam, Chloe, Ethan, Sophie, Benjamin, Rachel, Kevin`,
    `Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Moore, Martin, Jackson,
     Thompson, White, Harris, Clark, Lewis, Walker, Hall, Young, Allen, Wright, King, Scott, Green, Baker,
     Adams, Nelson, Carter, Mitchell, Evans, Murphy, O'Brien, Campbell, Stewart, Hughes, Kelly, Bennett`,
  ),
  german: namePool(
    `Lukas, Anna, Jonas, Lena, Felix, Sophie, Maximilian, Marie, Paul, Laura, Niklas, Hannah, Jan, Emma,
     Jürgen, Katrin, Stefan, Sabine, Tobias, Julia, Matthias, Anke, Florian, Jana`,
    `Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Hoffmann, Schäfer, Koch, Bauer,
     Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hartmann, Lange`,
  ),
  dutch: namePool(
    `Daan, Sanne, Pieter, Lotte, Bram, Fleur, Jeroen, Anouk, Thijs, Eva, Joost, Femke, Ruben, Maaike`,
    `de Vries, van Dijk, Jansen, de Jong, Bakker, Visser, Smit, Meijer, de Boer, Mulder, van den Berg,
     Bos, Vos, Peters, Hendriks`,
  ),
  nordic: namePool(
    `Lars, Ingrid, Sven, Astrid, Erik, Freja, Björn, Maja, Oskar, Elin, Søren, Sigrid, Magnus, Linnea, Anders`,
    `Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsen, Hansen, Nielsen, Lindqvist,
     Berg, Lund, Holm, Dahl, Ødegaard`,
  ),
  french: namePool(
    `Louis, Camille, Hugo, Chloé, Léa, Antoine, Manon, Julien, Inès, Mathieu, Élodie, Nicolas, Céline,
     Théo, Margaux, François, Amélie`,
    `Martin, Bernard, Dubois, Thomas, Robert, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefèvre,
     Michel, Garnier, Fournier, Girard, Bonnet, Rousseau, Mercier`,
  ),
  italian: namePool(
    `Giulia, Marco, Francesca, Alessandro, Chiara, Lorenzo, Sofia, Matteo, Elena, Luca, Valentina,
     Andrea, Federica, Giorgio`,
    `Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo,
     Conti, De Luca, Costa, Mancini`,
  ),
  spanish: namePool(
    `José, María, Juan, Lucía, Carlos, Sofía, Javier, Carmen, Alejandro, Valentina, Diego, Camila, Andrés,
     Isabel, Miguel, Gabriela, Álvaro, Daniela, Fernando, Paula, Santiago, Ximena, Mateo, Mariana`,
    `García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Díaz, Hernández,
     Ruiz, Torres, Ramírez, Flores, Vargas, Castillo, Morales, Ortiz, Jiménez, Herrera, Medina, Rojas`,
  ),
  portuguese: namePool(
    `João, Ana, Pedro, Beatriz, Lucas, Mariana, Gabriel, Larissa, Rafael, Fernanda, Thiago, Juliana,
     Felipe, Camila, Bruno, Letícia, Inês, Tiago`,
    `Silva, Santos, Oliveira, Souza, Pereira, Costa, Rodrigues, Almeida, Nascimento, Lima, Araújo,
     Carvalho, Ribeiro, Gomes, Barbosa, Ferreira, Rocha`,
  ),
  polish: namePool(
    `Jakub, Anna, Piotr, Katarzyna, Tomasz, Magdalena, Łukasz, Agnieszka, Michał, Zofia, Paweł, Marta,
     Krzysztof, Joanna`,
    // Surnames whose form does not change with gender, so any given name fits.
    `Nowak, Wójcik, Kowalczyk, Mazur, Krawczyk, Kaczmarek, Zając, Król, Wróbel, Dudek, Pawlak, Michalak,
     Sikora, Baran, Szymczak`,
  ),
} as const satisfies Record<string, NamePool>
